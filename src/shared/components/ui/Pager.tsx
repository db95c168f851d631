import type { ReactNode } from 'react';
import { cx } from './cx';
import { useT } from '../../i18n/context';

/**
 * Page numbers to show: at most `max` consecutive pages, centred on `page` where possible,
 * clamped to 1…total. pagerWindow(1, 10) → [1,2,3,4,5]; pagerWindow(6, 10) → [4,5,6,7,8];
 * pagerWindow(10, 10) → [6,7,8,9,10]; pagerWindow(2, 3) → [1,2,3]; total < 1 → [].
 */
export function pagerWindow(page: number, total: number, max = 5): number[] {
  const t = Math.floor(total);
  const m = Math.max(1, Math.floor(max));
  if (!Number.isFinite(t) || t < 1) return [];
  const p = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), t);
  let start = Math.max(1, p - Math.floor(m / 2));
  const end = Math.min(t, start + m - 1);
  start = Math.max(1, end - m + 1);
  const out: number[] = [];
  for (let i = start; i <= end; i++) out.push(i);
  return out;
}

export interface PagerProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Most page buttons (default 5). */
  max?: number;
  label?: string;
  className?: string;
}

/**
 * Numbered pager: Previous, up to 5 page links around the current one, Next. The current page
 * carries aria-current="page"; Previous/Next at the ends are non-link spans (aria-disabled).
 * Renders nothing when there is one page or none.
 */
export function Pager({ page, totalPages, hrefFor, max = 5, label, className }: PagerProps) {
  const t = useT();
  const pages = pagerWindow(page, totalPages, max);
  if (pages.length <= 1) return null;
  const total = Math.floor(totalPages);
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), total);

  const nav = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean): ReactNode => {
    const content = (
      <>
        {rel === 'prev' && <span aria-hidden="true">‹</span>}
        <span className="pager__label">{text}</span>
        {rel === 'next' && <span aria-hidden="true">›</span>}
      </>
    );
    return enabled ? (
      <a className="pager__link pager__link--nav" href={hrefFor(target)} rel={rel}>
        {content}
      </a>
    ) : (
      <span className="pager__link pager__link--nav pager__link--disabled" aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav className={cx('pager', className)} aria-label={label ?? t('pager.label')}>
      <ul className="pager__list">
        <li>{nav(current - 1, t('pager.previous'), 'prev', current > 1)}</li>
        {pages.map((n) => (
          <li key={n}>
            <a
              className="pager__link"
              href={hrefFor(n)}
              aria-current={n === current ? 'page' : undefined}
              aria-label={t('pager.page', { page: String(n) })}
            >
              {n}
            </a>
          </li>
        ))}
        <li>{nav(current + 1, t('pager.next'), 'next', current < total)}</li>
      </ul>
    </nav>
  );
}
