import { describe, expect, it } from 'vitest';
import { cityPrefillAttrs, formCity } from './booking-prefill';
import { CITY_OPTIONS } from './site';

describe('formCity: an ad location → the callback form city', () => {
  it('selects a listed city by its label or key, in any case or spacing', () => {
    expect(formCity('Jaipur')).toEqual({ city: 'jaipur' });
    expect(formCity('Delhi NCR')).toEqual({ city: 'delhi-ncr' });
    expect(formCity('  delhi-ncr ')).toEqual({ city: 'delhi-ncr' });
    expect(formCity('MUMBAI')).toEqual({ city: 'mumbai' });
    for (const [key, label] of CITY_OPTIONS.filter(([k]) => k !== 'other'))
      expect(formCity(label)).toEqual({ city: key });
  });

  it('knows a few other spellings', () => {
    expect(formCity('Bengaluru')).toEqual({ city: 'bangalore' });
    expect(formCity('Gurugram')).toEqual({ city: 'delhi-ncr' });
    expect(formCity('Allahabad')).toEqual({ city: 'prayagraj' });
  });

  it("selects 'other' and fills the custom city for any other city", () => {
    expect(formCity('Goa')).toEqual({ city: 'other', customCity: 'Goa' });
    expect(formCity(' Udaipur ')).toEqual({ city: 'other', customCity: 'Udaipur' });
    expect(formCity('Other')).toEqual({ city: 'other', customCity: 'Other' });
  });

  it('has nothing to prefill without a city', () => {
    expect(formCity('')).toBeNull();
    expect(formCity(undefined)).toBeNull();
    expect(cityPrefillAttrs(null)).toEqual({});
  });

  it('exposes the prefill as data attributes', () => {
    expect(cityPrefillAttrs('Jaipur')).toEqual({ 'data-city-key': 'jaipur' });
    expect(cityPrefillAttrs('Goa')).toEqual({ 'data-city-key': 'other', 'data-custom-city': 'Goa' });
  });
});
