import { DescriptionText } from '../../../shared/components/editorial/DescriptionText';
import { Img, StatTiles, type StatItem } from '../../../shared/components/ui';
import { useT } from '../../../shared/i18n/context';
import type { ResolvedImage } from '../../content/image';

export interface AboutView {
  hero: { title: string; highlightedText: string; description: string; image: ResolvedImage };
  sections: Array<{ id: string; title: string; content: string }>;
  stats: StatItem[];
}

export const HERO_SIZES = '(min-width: 56em) 40rem, 100vw';

/** Hero: title with the highlighted text in the accent colour, description, image (stock fallback). */
export function AboutHero({ hero }: { hero: AboutView['hero'] }) {
  const t = useT();
  return (
    <section className="container section about-hero" aria-labelledby="about-title">
      <div className="split">
        <div className="stack">
          <p className="eyebrow">{t('info.about.eyebrow')}</p>
          <h1 id="about-title" className="display">
            {hero.title}
            {hero.title && hero.highlightedText ? ' ' : null}
            {hero.highlightedText ? <span className="accent">{hero.highlightedText}</span> : null}
          </h1>
          {hero.description ? <p className="lead">{hero.description}</p> : null}
        </div>
        <Img {...hero.image} sizes={HERO_SIZES} ratio="4x3" eager className="rounded" />
      </div>
    </section>
  );
}

/** what-is, why-choose, how-started: title and text by the description rule (docs/product.md#lead-payloads). */
export function AboutTextSections({ sections }: { sections: AboutView['sections'] }) {
  return (
    <>
      {sections.map((s, i) => (
        <section
          key={s.id}
          className={i % 2 === 0 ? 'section section--alt' : 'section'}
          aria-labelledby={`about-${s.id}`}
        >
          <div className="container container--narrow stack">
            <h2 id={`about-${s.id}`}>{s.title}</h2>
            <DescriptionText text={s.content} className="about-text" />
          </div>
        </section>
      ))}
    </>
  );
}

export function AboutStats({ stats }: { stats: StatItem[] }) {
  const t = useT();
  if (stats.length === 0) return null;
  return (
    <section className="container section section--tight" aria-label={t('info.about.stats')}>
      <StatTiles items={stats} />
    </section>
  );
}
