import { Badge, Button, GalleryGrid, Icon } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import type { MessageKey } from '../../../shared/i18n/messages/en';
import type { PlaceHeadView } from './view';

/** The fixed hero badges of docs/product.md#ad-landing-pages, by their catalogue keys (messages/en/detail.ts). */
export const HERO_BADGES = [
  'detail.place.rating',
  'detail.place.clients',
  'detail.place.years',
] as const satisfies MessageKey[];

/**
 * Hero: location, title, description, the fixed badges, 'Get Free Quote' and 'View Portfolio',
 * and the first three carousel images as a mosaic (the first eager and preloaded: the page's LCP).
 */
export function PlaceHero({ head }: { head: PlaceHeadView }) {
  const t = useT();
  const lp = useLocalePath();
  const sizes = ['large', 'medium', 'medium'] as const;
  return (
    <section className="page-head place-hero" aria-labelledby="place-title">
      <div className="container stack">
        {head.location ? (
          <p className="eyebrow cluster place-hero__location">
            <Icon name="pin" /> <span>{head.location}</span>
          </p>
        ) : null}
        <h1 id="place-title" className="page-head__title">
          {head.title}
        </h1>
        {head.description ? <p className="page-head__lead">{head.description}</p> : null}
        <ul className="cluster place-hero__badges" aria-label={t('islands.highlights')}>
          {HERO_BADGES.map((badge, i) => (
            <li key={badge}>
              <Badge kind="soft">
                {i === 0 ? <Icon name="star" /> : null}
                {t(badge)}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="cluster place-hero__actions">
          <Button href={lp('/contact')} size="lg">
            {t('detail.place.quote')}
          </Button>
          <Button href={lp('/portfolios')} variant="secondary" size="lg">
            {t('ui.viewPortfolio')}
          </Button>
        </div>
        {head.heroImages.length ? (
          <GalleryGrid
            className="place-hero__images"
            label={t('detail.place.photos', { title: head.title })}
            eagerCount={1}
            items={head.heroImages.map((image, i) => ({ key: `hero-${i}`, image, size: sizes[i] }))}
          />
        ) : null}
      </div>
    </section>
  );
}
