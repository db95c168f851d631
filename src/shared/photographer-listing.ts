/**
 * The /photographers listing state (docs/product.md#photographers) and its URL form `?q=&category=&sort=&page=`,
 * shared by the server (which reads any URL safely) and the filter island (which builds URLs).
 * Defaults are left out of URLs, so the plain listing is just `/photographers`.
 */
import { capitalize } from './format';
import type { MessageKey } from './i18n/messages/en';
import type { Translate } from './i18n/translate';

// The listing's own vocabulary lives here, not in site.ts, so the filter island's chunk does not
// pull in the whole site configuration.
export const PHOTOGRAPHER_CATEGORIES = [
  'all',
  'portrait',
  'landscape',
  'fashion',
  'wedding',
  'street',
  'nature',
  'corporate',
] as const;

export const PHOTOGRAPHER_SORTS = ['featured', 'name-asc', 'name-desc', 'newest', 'oldest'] as const;
export type PhotographerSort = (typeof PHOTOGRAPHER_SORTS)[number];
// Their labels: `detail.sort.*` and `detail.category.*` (src/shared/i18n/messages/en/detail.ts).

export type PhotographerCategory = (typeof PHOTOGRAPHER_CATEGORIES)[number];

export interface ListingState {
  q: string;
  category: PhotographerCategory;
  sort: PhotographerSort;
  page: number;
}

export const LISTING_PATH = '/photographers';
export const DEFAULT_SORT: PhotographerSort = 'featured';
/** Longest search text kept (longer input is cut, never an error). */
export const MAX_QUERY_LENGTH = 100;
/** Highest page number read from a URL before clamping to the real last page. */
const MAX_PAGE = 10_000;

export const isCategory = (v: string): v is PhotographerCategory =>
  (PHOTOGRAPHER_CATEGORIES as readonly string[]).includes(v);
export const isSort = (v: string): v is PhotographerSort => (PHOTOGRAPHER_SORTS as readonly string[]).includes(v);

/** Search text as used: spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export const cleanQuery = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();

/** Reads the state from query values; anything unknown, malformed or out of range falls back. */
export function parseListing(get: (name: string) => string | null | undefined): ListingState {
  const q = cleanQuery(get('q') ?? '');
  const category = (get('category') ?? '').trim().toLowerCase();
  const sort = (get('sort') ?? '').trim().toLowerCase();
  const page = Number.parseInt((get('page') ?? '').trim(), 10);
  return {
    q,
    category: isCategory(category) ? category : 'all',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL of a state (defaults omitted): `/photographers?q=…&category=…&sort=…&page=…`. */
export function listingHref(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${LISTING_PATH}?${query}` : LISTING_PATH;
}

/** A change of search, category or sort always returns to page 1 (docs/product.md#photographers). */
export function withFilter(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

/** A category as the page's language names it (`detail.category.*`); unknown text as it is. */
export function categoryName(t: Translate, category: string): string {
  const lower = category.toLowerCase();
  const known = isCategory(lower) ? t(`detail.category.${lower}` as MessageKey) : null;
  // English names are the category values themselves: the text keeps its own spelling.
  return known === null || known === lower ? category : known;
}

/**
 * 'Wedding Photography' from a specialty: the category named in the page's language, capitalised
 * (docs/product.md#photographers), as text parts so the server HTML keeps its two text nodes.
 */
export function specialtyParts(t: Translate, specialty: string): string[] {
  const name = capitalize(categoryName(t, specialty));
  const marker = '\u0000';
  return t('detail.photographer.specialty', { specialty: marker })
    .split(/(\u0000)/)
    .filter(Boolean)
    .map((part) => (part === marker ? name : part));
}
