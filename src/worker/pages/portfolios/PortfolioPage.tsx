import { useLocalePath, useT } from '../../../shared/i18n/context';
import { Badge, FilterBar, Tabs, type GallerySize, type ImageData } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import PhotoGallery, { type GalleryPhoto } from '../../../shared/islands/PhotoGallery';
import PortfolioCarousel from '../../../shared/islands/PortfolioCarousel';
import VideoGallery, { type VideoItem } from '../../../shared/islands/VideoGallery';
import { LIMITS, TIMING } from '../../../shared/site';
import { Description } from './Description';
import { photoCount, portfolioFilters, videoCount } from './PortfolioGrid';
import { vocabularyName } from '../vocabulary-name';

export interface PortfolioView {
  slug: string;
  title: string;
  category: string | null;
  featured: boolean;
  description: string;
  slides: ImageData[];
  /** The photos shown now (the first `?photos=` of them). */
  photos: GalleryPhoto[];
  /** Every usable photo. */
  total: number;
  size: GallerySize;
  videos: VideoItem[];
  tab: 'photos' | 'videos';
}

/** One portfolio: category menu, carousel, description, Photos and Videos tabs. */
export function PortfolioPage({ view }: { view: PortfolioView }) {
  const t = useT();
  const lp = useLocalePath();
  const path = lp(`/portfolio/${view.slug}`);
  const hasVideos = view.videos.length > 0;
  const tab = hasVideos ? view.tab : 'photos';
  return (
    <>
      <div className="container section--tight">
        <FilterBar
          label={t('pages.portfolio.categories')}
          items={portfolioFilters(t, lp).map((o) => ({
            label: o.label,
            href: o.href,
            active: o.value === view.category?.toLowerCase(),
          }))}
        />
      </div>
      <header className="container stack">
        {view.category && <p className="eyebrow">{vocabularyName(t, 'portfolioCategory', view.category)}</p>}
        <h1 className="page-head__title">{view.title}</h1>
        <p className="cluster muted">
          {view.featured && <Badge kind="featured">{t('ui.featured')}</Badge>}
          <span>{photoCount(t, view.total)}</span>
          {hasVideos && <span>{videoCount(t, view.videos.length)}</span>}
        </p>
      </header>
      {view.slides.length > 0 && (
        <div className="container section--tight">
          <Island
            name="PortfolioCarousel"
            component={PortfolioCarousel}
            props={{
              label: t('detail.portfolio.highlights', { title: view.title }),
              slides: view.slides,
              interval: TIMING.portfolioCarousel,
              id: 'portfolio-slides',
            }}
            hydrate="visible"
          />
        </div>
      )}
      {view.description.trim() && (
        <section className="container container--narrow section--tight" aria-label={t('pages.portfolio.about')}>
          <Description text={view.description} />
        </section>
      )}
      <section
        className="container section"
        id="media"
        aria-label={t(tab === 'videos' ? 'pages.portfolio.videos' : 'pages.portfolio.photos')}
      >
        <Tabs
          label={t('pages.portfolio.media')}
          items={[
            { label: t('pages.portfolio.photos'), href: `${path}#media`, current: tab === 'photos', count: view.total },
            ...(hasVideos
              ? [
                  {
                    label: t('pages.portfolio.videos'),
                    href: `${path}?tab=videos#media`,
                    current: tab === 'videos',
                    count: view.videos.length,
                  },
                ]
              : []),
          ]}
        />
        {tab === 'videos' ? (
          <Island
            name="VideoGallery"
            component={VideoGallery}
            props={{ videos: view.videos, label: t('detail.portfolio.videosOf', { title: view.title }) }}
            hydrate="visible"
          />
        ) : view.total > 0 ? (
          <Island
            name="PhotoGallery"
            component={PhotoGallery}
            props={{
              photos: view.photos,
              total: view.total,
              size: view.size,
              step: LIMITS.portfolioPhotosPage,
              path,
              endpoint: `${path}/photos`,
              label: t('detail.portfolio.photosOf', { title: view.title }),
            }}
            hydrate="visible"
          />
        ) : (
          <p className="state state--compact">{t('pages.portfolio.noPhotos')}</p>
        )}
      </section>
    </>
  );
}
