import type { ImageData } from '../../../shared/components/ui';
import { EmptyState, ServiceCard } from '../../../shared/components/ui';
import { useLocalePath, useT } from '../../../shared/i18n/context';
import { Island } from '../../../shared/island';
import { vocabularyName } from '../vocabulary-name';
import CategoryFilter, { matchesCategory, type CategoryOption } from '../../../shared/islands/CategoryFilter';

export interface ServiceItem {
  id: string;
  title: string;
  description: string;
  category: string | null;
  image?: ImageData;
}

export const ALL = 'all';
const GRID_ID = 'services-grid';
const EMPTY_ID = 'services-empty';

/** 'all' plus each distinct category, in the order the (title-ordered) services first use them. */
export function serviceCategories(services: ServiceItem[]): string[] {
  const seen = new Map<string, string>();
  for (const s of services) {
    const c = s.category?.trim();
    if (c && !seen.has(c.toLowerCase())) seen.set(c.toLowerCase(), c);
  }
  return [...seen.values()];
}

const href = (category: string) =>
  category === ALL ? '/services' : `/services?category=${encodeURIComponent(category)}`;

/** Category filter and the card grid; every card's 'Book Now' goes to /contact. */
export function ServicesGrid({ services, active }: { services: ServiceItem[]; active: string }) {
  const t = useT();
  const lp = useLocalePath();
  const options: CategoryOption[] = [
    { label: t('detail.category.all'), value: ALL, href: lp(href(ALL)) },
    ...serviceCategories(services).map((c) => ({
      label: vocabularyName(t, 'service', c),
      value: c.toLowerCase(),
      href: lp(href(c)),
    })),
  ];
  const visible = services.filter((s) => matchesCategory(s.category, active));
  const shown = visible.length;
  // The first row of the visible cards is above the fold: those images load eagerly.
  const eager = new Set(visible.slice(0, 3).map((s) => s.id));
  return (
    <>
      <Island
        name="CategoryFilter"
        component={CategoryFilter}
        props={{ label: t('pages.services.filter'), options, active, target: GRID_ID, empty: EMPTY_ID }}
        hydrate="idle"
      />
      <ul id={GRID_ID} className="grid-3">
        {services.map((s) => (
          <li
            key={s.id}
            data-category={s.category?.trim().toLowerCase() ?? ''}
            hidden={!matchesCategory(s.category, active)}
          >
            <ServiceCard
              title={s.title}
              description={s.description}
              category={s.category && vocabularyName(t, 'service', s.category)}
              image={s.image}
              ctaHref={lp('/contact')}
              eager={eager.has(s.id)}
              titleAs="h2"
            />
          </li>
        ))}
      </ul>
      <div id={EMPTY_ID} hidden={shown > 0}>
        <EmptyState compact message={t('pages.services.emptyCategory')} />
      </div>
    </>
  );
}
