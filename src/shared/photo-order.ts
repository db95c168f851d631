/**
 * Photo ordering of the photographer and city galleries (docs/product.md#city-gallery): newest or oldest by the photo's
 * `_key` string (plain code-unit comparison, not locale order); on city pages landmarks come first.
 */
export type PhotoSort = 'newest' | 'oldest';
export const PHOTO_SORTS: readonly PhotoSort[] = ['newest', 'oldest'];

/** `?sort=oldest` → oldest; anything else (missing, unknown) → newest, the default. */
export function parsePhotoSort(value: string | null | undefined): PhotoSort {
  return (value ?? '').trim().toLowerCase() === 'oldest' ? 'oldest' : 'newest';
}

/** `?sort=` of a gallery URL: the default is left out. */
export function photoSortHref(path: string, sort: PhotoSort): string {
  return sort === 'newest' ? path : `${path}?sort=oldest`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A new array sorted by `_key` (newest = descending); a missing key sorts as ''. Stable. */
export function sortByKey<T extends { _key?: string | null }>(items: readonly T[], sort: PhotoSort): T[] {
  const sign = sort === 'newest' ? -1 : 1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sign * compare(a.item._key ?? '', b.item._key ?? '') || a.index - b.index)
    .map(({ item }) => item);
}

/** Landmark photos first, each group keeping its order. */
export function landmarksFirst<T extends { landmark?: boolean | null }>(items: readonly T[]): T[] {
  return [...items.filter((p) => p.landmark === true), ...items.filter((p) => p.landmark !== true)];
}
