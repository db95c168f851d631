import type { ImageResolver } from './image';

/**
 * Memoises a view model per query result. While a result is fresh the content layer hands out the
 * same object to every request, so image URLs, srcsets, dates and excerpts need building once per
 * result, not once per render. A new result (webhook, expiry) is a new key; old ones are collected.
 * View models are shared between requests from then on: components must treat them as read-only.
 */
export function perResult<A, R>(build: (result: A, image: ImageResolver) => R): (result: A, image: ImageResolver) => R {
  const memo = new WeakMap<object, { image: ImageResolver; value: R }>();
  return (result, image) => {
    if (typeof result !== 'object' || result === null) return build(result, image);
    const hit = memo.get(result);
    if (hit && hit.image === image) return hit.value;
    const value = build(result, image);
    memo.set(result, { image, value });
    return value;
  };
}
