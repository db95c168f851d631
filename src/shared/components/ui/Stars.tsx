import { cx } from './cx';
import { useT } from '../../i18n/context';

const STAR = 'm12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3-4.6-4.4 6.3-.8L12 2.8Z';

// The star row is static markup for a given rating: built once as an HTML string and set as the
// row's inner HTML, so a page of reviews costs React one chunk per row instead of 15 elements.
const STAR_SVG =
  `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" ` +
  `focusable="false"><path d="${STAR}"></path></svg>`;
const rows = new Map<string, { __html: string }>();

function starRow(r: number, max: number): { __html: string } {
  const key = `${r}/${max}`;
  let row = rows.get(key);
  if (!row) {
    let html = '';
    for (let i = 1; i <= max; i++) {
      const kind = r >= i ? 'full' : r >= i - 0.5 ? 'half' : 'empty';
      html += `<span class="star star--${kind}">${STAR_SVG}${kind === 'half' ? STAR_SVG : ''}</span>`;
    }
    rows.set(key, (row = { __html: html }));
  }
  return row;
}

/** Clamp to 0…max and round to the nearest half star. */
export function normaliseRating(rating: number, max = 5): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(Math.max(rating, 0), max) * 2) / 2;
}

export interface StarsProps {
  rating: number;
  max?: number;
  className?: string;
}

/** Star rating with the accessible name 'Rated N out of 5'. */
export function Stars({ rating, max = 5, className }: StarsProps) {
  const t = useT();
  const r = normaliseRating(rating, max);
  return (
    <span
      className={cx('stars', className)}
      role="img"
      aria-label={t('ui.rated', { rating: String(r), max: String(max) })}
      dangerouslySetInnerHTML={starRow(r, max)}
    />
  );
}
