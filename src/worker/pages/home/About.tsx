import { Img } from '../../../shared/components/ui';
import { descriptionBlocks } from '../../../shared/format';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import type { AboutHeroView } from './view';

/** The about document's heroSection on home: title with the highlighted text, description, image. */
export function AboutBlock({ hero }: { hero: AboutHeroView | null }) {
  const t = useT();
  const lp = useLocalePath();
  if (!hero) return <p className="state state--empty">{t('detail.home.aboutMissing')}</p>;
  return (
    <div className="split">
      <div className="stack">
        <h2 id="home-about" className="section-head__title">
          {hero.title}
          {hero.title && hero.highlightedText ? ' ' : null}
          {hero.highlightedText ? <span className="accent">{hero.highlightedText}</span> : null}
        </h2>
        {descriptionBlocks(hero.description).map((b, i) =>
          b.kind === 'paragraph' ? (
            <p key={i} className="lead">
              {b.text}
            </p>
          ) : (
            <p key={i} className="lead">
              <strong>{b.heading}</strong> {b.body}
            </p>
          ),
        )}
        <p>
          <a className="btn btn--secondary" href={lp('/about')}>
            {t('detail.home.about')}
          </a>
        </p>
      </div>
      {hero.image ? <Img {...hero.image} ratio="4x3" className="rounded" /> : null}
    </div>
  );
}
