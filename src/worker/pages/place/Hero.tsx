import { Badge, Button, GalleryGrid, Icon } from '../../../shared/components/ui';
import type { PlaceHeadView } from './view';

/** The fixed hero badges of docs/product.md#ad-landing-pages. */
export const HERO_BADGES = ['5.0 Rating', '500+ Happy Clients', '8+ Years Experience'] as const;

/**
 * Hero: location, title, description, the fixed badges, 'Get Free Quote' and 'View Portfolio',
 * and the first three carousel images as a mosaic (the first eager and preloaded: the page's LCP).
 */
export function PlaceHero({ head }: { head: PlaceHeadView }) {
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
        <ul className="cluster place-hero__badges" aria-label="Highlights">
          {HERO_BADGES.map((badge, i) => (
            <li key={badge}>
              <Badge kind="soft">
                {i === 0 ? <Icon name="star" /> : null}
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="cluster place-hero__actions">
          <Button href="/contact" size="lg">
            Get Free Quote
          </Button>
          <Button href="/portfolios" variant="secondary" size="lg">
            View Portfolio
          </Button>
        </div>
        {head.heroImages.length ? (
          <GalleryGrid
            className="place-hero__images"
            label={`${head.title}: photos`}
            eagerCount={1}
            items={head.heroImages.map((image, i) => ({ key: `hero-${i}`, image, size: sizes[i] }))}
          />
        ) : null}
      </div>
    </section>
  );
}
