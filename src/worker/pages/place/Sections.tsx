import { useLocale, useT } from '../../../shared/i18n/context';
import { localeLinks } from '../../render/portable-text';
import { GalleryGrid, HeadedItems, Icon, Prose, SectionHeader, TestimonialCard } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import AdCarousel from '../../../shared/islands/AdCarousel';
import { TIMING } from '../../../shared/site';
import { Pricing } from './Pricing';
import type { PlaceView } from './view';

/** 'Our Recent Work': the carousel island (every carousel image, 1200x800). */
function RecentWork({ view }: { view: PlaceView }) {
  const t = useT();
  if (!view.carousel.length) return null;
  return (
    <section className="section" aria-labelledby="place-recent-work">
      <div className="container">
        <SectionHeader id="place-recent-work" title={t('pages.place.recentWork')} />
        <Island
          name="AdCarousel"
          component={AdCarousel}
          props={{
            label: t('pages.place.recentWorkPhotos'),
            images: view.carousel,
            interval: TIMING.adCarousel,
            id: 'place-carousel',
          }}
          hydrate="visible"
        />
      </div>
    </section>
  );
}

/** The ad's rich-text body (Portable Text rendered to escaped HTML by render/portable-text.ts). */
function Body({ view }: { view: PlaceView }) {
  const t = useT();
  const locale = useLocale();
  if (!view.bodyHtml) return null;
  return (
    <section className="section section--tight" aria-label={t('pages.place.about')}>
      <div className="container container--narrow">
        <Prose html={localeLinks(view.bodyHtml, locale)} />
      </div>
    </section>
  );
}

/** 'Why Choose Us?' with the ad's detailed text and its 'Key Features'. */
function WhyChooseUs({ view }: { view: PlaceView }) {
  const t = useT();
  if (!view.features.length && !view.detailed.length) return null;
  const items = view.detailed.filter((b) => b.kind === 'item');
  return (
    <section className="section" aria-labelledby="place-why">
      <div className="container stack">
        <SectionHeader id="place-why" title={t('pages.place.why')} />
        {view.detailed.length ? (
          <div className="prose">
            {view.detailed.map((b, i) => (b.kind === 'paragraph' ? <p key={i}>{b.text}</p> : null))}
            {items.length ? <HeadedItems items={items} /> : null}
          </div>
        ) : null}
        {view.features.length ? (
          <>
            <h3 id="place-features">{t('pages.place.features')}</h3>
            <ul className="benefit-cards" aria-labelledby="place-features">
              {view.features.map((feature, i) => (
                <li key={i} className="benefit-card">
                  <span className="benefit-card__icon" aria-hidden="true">
                    <Icon name="check" />
                  </span>
                  <p className="benefit-card__title">{feature}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** 'Portfolio Gallery': the ad's gallery images as the design system's mosaic. */
function PortfolioGallery({ view }: { view: PlaceView }) {
  const t = useT();
  if (!view.gallery.length) return null;
  return (
    <section className="section section--alt" aria-labelledby="place-gallery">
      <div className="container">
        <SectionHeader id="place-gallery" title={t('pages.place.gallery')} />
        <GalleryGrid items={view.gallery} label={t('pages.place.gallery')} />
      </div>
    </section>
  );
}

/** 'What Our Clients Say': each testimonial's text and name. */
function ClientsSay({ view }: { view: PlaceView }) {
  const t = useT();
  if (!view.testimonials.length) return null;
  return (
    <section className="section" aria-labelledby="place-testimonials">
      <div className="container">
        <SectionHeader id="place-testimonials" title={t('pages.place.clients')} align="center" />
        <ul className="grid-3">
          {view.testimonials.map((t, i) => (
            <li key={i}>
              <TestimonialCard quote={t.text} name={t.name} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Everything below the hero, in the order of docs/product.md#ad-landing-pages. */
export function PlaceSections({ view }: { view: PlaceView }) {
  return (
    <>
      <RecentWork view={view} />
      <Body view={view} />
      <Pricing tiers={view.tiers} service={view.service} location={view.location} />
      <WhyChooseUs view={view} />
      <PortfolioGallery view={view} />
      <ClientsSay view={view} />
    </>
  );
}
