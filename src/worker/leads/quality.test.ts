import { describe, expect, it } from 'vitest';
import { platformsMayLearn, qualityOf } from './quality';

describe('lead quality', () => {
  it('reads a missing or unknown outcome as unchecked', () => {
    expect(qualityOf(null)).toBe('unchecked');
    expect(qualityOf('bogus')).toBe('unchecked');
    expect(qualityOf('spam')).toBe('spam');
  });

  it('lets the platforms learn of spam never, of an unverified lead only past new', () => {
    expect(platformsMayLearn('spam', 'booked')).toBe(false);
    expect(platformsMayLearn('unverified', 'new')).toBe(false);
    expect(platformsMayLearn('unverified', 'contacted')).toBe(true);
    for (const q of ['verified', 'unchecked', 'released'] as const) expect(platformsMayLearn(q, 'new')).toBe(true);
  });
});
