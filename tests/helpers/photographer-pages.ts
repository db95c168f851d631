import { text } from './html';
import { loadEnglish } from './sanity-standin';

/**
 * The photographer and city pages' test helpers (photographers-cities and its -over-sanity .test.ts):
 * the demo dataset and an independent reading of its listing rules.
 */
export type Doc = Record<string, any> & { _id: string; _type: string };
export const DOCS = loadEnglish() as Doc[];
export const PHOTOGRAPHERS = DOCS.filter((d) => d._type === 'photographer' && !d._id.startsWith('drafts.'));
export const CITIES = DOCS.filter((d) => d._type === 'city');
export const SITE = 'https://photos.example.in';

// ---------- an independent oracle of the listing rules (docs/product.md#photographers) ----------
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const lname = (d: Doc) => String(d.name ?? '').toLowerCase();
export const ORDERS: Record<string, (a: Doc, b: Doc) => number> = {
  featured: (a, b) =>
    Number(b.featured === true) - Number(a.featured === true) || cmp(lname(a), lname(b)) || cmp(a._id, b._id),
  'name-asc': (a, b) => cmp(lname(a), lname(b)) || cmp(a._id, b._id),
  'name-desc': (a, b) => cmp(lname(b), lname(a)) || cmp(a._id, b._id),
  newest: (a, b) => cmp(b._createdAt, a._createdAt) || cmp(a._id, b._id),
  oldest: (a, b) => cmp(a._createdAt, b._createdAt) || cmp(a._id, b._id),
};
export function expected(docs: Doc[], { sort = 'featured', category = 'all', q = '' } = {}): string[] {
  const needle = q.toLowerCase();
  return docs
    .filter((d) => category === 'all' || d.photos?.[0]?.category === category)
    .filter(
      (d) =>
        !needle ||
        lname(d).includes(needle) ||
        String(d.title ?? '')
          .toLowerCase()
          .includes(needle),
    )
    .sort(ORDERS[sort])
    .map((d) => d.name);
}

// ---------- readers of what a visitor sees ----------
export interface Card {
  name: string;
  subtitle: string;
  specialty: string;
  portfolio: string;
  href: string;
  book: string;
  featured: boolean;
  img: string;
}
export function cards(html: string): Card[] {
  return [...html.matchAll(/<article class="card card--photographer">([\s\S]*?)<\/article>/g)].map(([, body]) => {
    const actions = [...body!.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
    return {
      name: text(body!.match(/<h3 class="card__title"[^>]*>([\s\S]*?)<\/h3>/)?.[1] ?? ''),
      subtitle: text(body!.match(/<p class="card__subtitle">([\s\S]*?)<\/p>/)?.[1] ?? ''),
      specialty: text(body!.match(/<p class="card__text[^"]*">([\s\S]*?)<\/p>/)?.[1] ?? ''),
      href: actions[0]?.[1] ?? '',
      portfolio: text(actions[0]?.[2] ?? ''),
      book: `${text(actions[1]?.[2] ?? '')} ${actions[1]?.[1] ?? ''}`,
      featured: body!.includes('badge--featured'),
      img: body!.match(/<img [^>]*>/)?.[0] ?? '',
    };
  });
}
export const names = (html: string) => cards(html).map((c) => c.name);
/** Page numbers the pager shows, the current page, and whether Previous/Next are links. */
export function pager(html: string) {
  const nav = html.match(/<nav class="pager"[\s\S]*?<\/nav>/)?.[0];
  if (!nav) return null;
  return {
    pages: [...nav.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1])),
    current: Number(nav.match(/aria-current="page" aria-label="Page (\d+)"/)?.[1]),
    next: nav.match(/href="([^"]*)" rel="next"/)?.[1]?.replace(/&amp;/g, '&') ?? null,
  };
}
export const captions = (html: string) =>
  [...html.matchAll(/<span class="gallery__caption">([^<]*)<\/span>/g)].map((m) => text(m[1]!));
export const galleryItems = (html: string) =>
  [...html.matchAll(/<li class="gallery__item[^"]*">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
/** Demo image path of an asset reference: image-abc-1920x1080-svg → /demo-img/abc-1920x1080.svg */
export const demoPath = (ref: string) => `/demo-img/${ref.replace(/^image-/, '').replace(/-([a-z0-9]+)$/, '.$1')}`;
export const attrOf = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

export function byKey<T extends { _key: string }>(photos: T[], sort: 'newest' | 'oldest'): T[] {
  return [...photos].sort((a, b) => (sort === 'newest' ? cmp(b._key, a._key) : cmp(a._key, b._key)));
}

// ======================================================================================

// ======================================================================================
