import { useLocalePath, useT } from '../../../shared/i18n/context';
import type { Translate } from '../../../shared/i18n/translate';
import type { ImageData } from '../../../shared/components/ui';
import { Badge, Card, Chip, EmptyState, Icon, PortfolioCard } from '../../../shared/components/ui';
import { Island } from '../../../shared/island';
import CategoryFilter, { matchesCategory, type CategoryOption } from '../../../shared/islands/CategoryFilter';
import { PORTFOLIO_CATEGORIES } from '../../../shared/lists';
import { vocabularyName } from '../vocabulary-name';

export interface PortfolioItem {
  id: string;
  title: string;
  slug: string | null;
  category: string | null;
  featured: boolean;
  description: string;
  photoCount: number;
  videoCount: number;
  image?: ImageData;
}

const GRID_ID = 'portfolio-grid';
const EMPTY_ID = 'portfolio-empty';
const href = (category: string) =>
  category === 'all' ? '/portfolios' : `/portfolios?category=${encodeURIComponent(category)}`;

/** 'all' and every category, named and linked in the page's language. */
export function portfolioFilters(t: Translate, lp: (path: string) => string): CategoryOption[] {
  return [
    { label: t('detail.category.all'), value: 'all', href: lp(href('all')) },
    ...PORTFOLIO_CATEGORIES.map((c) => ({
      label: vocabularyName(t, 'portfolioCategory', c),
      value: c,
      href: lp(href(c)),
    })),
  ];
}

/** '3 photos', '1 video' in the page's language. */
export const photoCount = (t: Translate, n: number) => t('detail.portfolio.photos', { count: n, n: String(n) });
export const videoCount = (t: Translate, n: number) => t('detail.portfolio.videos', { count: n, n: String(n) });

/** A portfolio without a slug has no page: its card shows everything but the link. */
function Unlinked({ item, eager }: { item: PortfolioItem; eager: boolean }) {
  const t = useT();
  return (
    <Card
      variant="portfolio"
      image={item.image}
      eager={eager}
      badges={item.featured ? <Badge kind="featured">{t('ui.featured')}</Badge> : undefined}
      eyebrow={item.category ? <Chip static>{vocabularyName(t, 'portfolioCategory', item.category)}</Chip> : undefined}
      title={item.title}
      titleAs="h2"
      text={item.description || undefined}
      clamp
      meta={
        <>
          <span>
            <Icon name="image" /> {photoCount(t, item.photoCount)}
          </span>
          <span>
            <Icon name="video" /> {videoCount(t, item.videoCount)}
          </span>
        </>
      }
    />
  );
}

/** 'Portfolio Work': category filter and the cards, newest first. */
export function PortfolioGrid({ items, active }: { items: PortfolioItem[]; active: string }) {
  const t = useT();
  const lp = useLocalePath();
  const visible = items.filter((p) => matchesCategory(p.category, active));
  const shown = visible.length;
  // The first row of the visible cards is above the fold: those images load eagerly.
  const eager = new Set(visible.slice(0, 3).map((p) => p.id));
  return (
    <>
      <Island
        name="CategoryFilter"
        component={CategoryFilter}
        props={{
          label: t('pages.portfolios.filter'),
          options: portfolioFilters(t, lp),
          active,
          target: GRID_ID,
          empty: EMPTY_ID,
        }}
        hydrate="idle"
      />
      <ul id={GRID_ID} className="grid-3">
        {items.map((p) => (
          <li
            key={p.id}
            data-category={p.category?.trim().toLowerCase() ?? ''}
            hidden={!matchesCategory(p.category, active)}
          >
            {p.slug ? (
              <PortfolioCard
                title={p.title}
                href={lp(`/portfolio/${p.slug}`)}
                image={p.image}
                featured={p.featured}
                category={p.category && vocabularyName(t, 'portfolioCategory', p.category)}
                description={p.description}
                photoCount={p.photoCount}
                videoCount={p.videoCount}
                eager={eager.has(p.id)}
                titleAs="h2"
              />
            ) : (
              <Unlinked item={p} eager={eager.has(p.id)} />
            )}
          </li>
        ))}
      </ul>
      <div id={EMPTY_ID} hidden={shown > 0}>
        <EmptyState title={t('pages.portfolios.empty')} message={t('pages.portfolios.emptyHint')} />
      </div>
    </>
  );
}
