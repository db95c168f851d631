import { describe, expect, it } from 'vitest';
import { cleanQuery, listingHref, parseListing, withFilter } from './photographer-listing';

const parse = (qs: string) => {
  const params = new URLSearchParams(qs);
  return parseListing((name) => params.get(name));
};

describe('photographer listing state', () => {
  it('reads defaults from an empty URL', () => {
    expect(parse('')).toEqual({ q: '', category: 'all', sort: 'featured', page: 1 });
  });

  it('reads every field, in any case, and falls back on anything unknown', () => {
    expect(parse('q=%20Aarav%20%20Mehta%20&category=Wedding&sort=NAME-DESC&page=3')).toEqual({
      q: 'Aarav Mehta',
      category: 'wedding',
      sort: 'name-desc',
      page: 3,
    });
    expect(parse('category=astro&sort=random&page=abc')).toEqual({ q: '', category: 'all', sort: 'featured', page: 1 });
    for (const page of ['0', '-2', '', 'NaN', 'Infinity']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=2.9').page).toBe(2);
    expect(parse('page=99999999999999999999').page).toBe(10_000);
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(100);
  });

  it('writes URLs without defaults, and a filter change returns to page 1', () => {
    expect(listingHref(parse(''))).toBe('/photographers');
    expect(listingHref(parse('page=2'))).toBe('/photographers?page=2');
    expect(listingHref({ q: 'a b&c', category: 'street', sort: 'oldest', page: 4 })).toBe(
      '/photographers?q=a+b%26c&category=street&sort=oldest&page=4',
    );
    expect(withFilter({ q: '', category: 'all', sort: 'featured', page: 3 }, { sort: 'newest' })).toEqual({
      q: '',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    const state = parse('q=x&category=nature&sort=name-asc&page=2');
    expect(parse(listingHref(state).split('?')[1] ?? '')).toEqual(state);
    expect(cleanQuery('  a \n\t b  ')).toBe('a b');
  });
});
