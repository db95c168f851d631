import { describe, expect, it } from 'vitest';
import { landmarksFirst, parsePhotoSort, photoSortHref, sortByKey } from './photo-order';

describe('photo order', () => {
  const photos = [{ _key: 'c2024-b' }, { _key: 'c2025-a' }, { _key: 'C2026' }, {}, { _key: 'c2024-a' }];

  it('sorts by the key string: newest descending, oldest ascending, stable, missing key as empty', () => {
    expect(sortByKey(photos, 'newest').map((p) => p._key)).toEqual([
      'c2025-a',
      'c2024-b',
      'c2024-a',
      'C2026',
      undefined,
    ]);
    expect(sortByKey(photos, 'oldest').map((p) => p._key)).toEqual([
      undefined,
      'C2026',
      'c2024-a',
      'c2024-b',
      'c2025-a',
    ]);
    expect(photos[0]).toEqual({ _key: 'c2024-b' }); // input untouched
  });

  it('puts landmarks first, each group keeping its order', () => {
    const list = [{ id: 1 }, { id: 2, landmark: true }, { id: 3, landmark: false }, { id: 4, landmark: true }];
    expect(landmarksFirst(list).map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });

  it('reads ?sort= (oldest or else newest) and writes it without the default', () => {
    expect(['oldest', 'OLDEST', ' oldest '].map(parsePhotoSort)).toEqual(['oldest', 'oldest', 'oldest']);
    expect([null, undefined, '', 'newest', 'bogus'].map(parsePhotoSort)).toEqual([
      'newest',
      'newest',
      'newest',
      'newest',
      'newest',
    ]);
    expect(photoSortHref('/city/jaipur', 'newest')).toBe('/city/jaipur');
    expect(photoSortHref('/city/jaipur', 'oldest')).toBe('/city/jaipur?sort=oldest');
  });
});
