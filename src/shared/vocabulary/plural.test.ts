import { expect, it } from 'vitest';
import { plural } from './plural';

it('counts in the singular for one, the plural otherwise', () => {
  expect(plural(1, 'photo', 'photos')).toBe('1 photo');
  expect(plural(0, 'photo', 'photos')).toBe('0 photos');
  expect(plural(3, 'lead', 'leads')).toBe('3 leads');
});
