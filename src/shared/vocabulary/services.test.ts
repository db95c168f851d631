import { describe, expect, it } from 'vitest';
import {
  canonicalCity,
  canonicalService,
  cityInText,
  cityLabel,
  serviceInText,
  serviceKey,
  serviceLabel,
  serviceValue,
} from './services';

describe('canonical values at acceptance', () => {
  it('maps a label (any case) or a Book-now title naming a service to its value; keeps anything else, tidied', () => {
    expect(canonicalService('Wedding Photography')).toBe('wedding');
    expect(canonicalService('WEDDING')).toBe('wedding');
    expect(canonicalService('Pre-Wedding Shoot')).toBe('prewedding');
    expect(canonicalService('pre wedding')).toBe('prewedding');
    expect(canonicalService('Corporate Events')).toBe('corporate');
    expect(canonicalService('maternity')).toBe('maternity');
    expect(canonicalService('  Destination   Wedding ')).toBe('Destination Wedding');
    expect(canonicalService('')).toBe('');
  });

  it('maps a city label, key or other name in any case to its value; keeps a custom city', () => {
    expect(canonicalCity('Delhi NCR')).toBe('delhi-ncr');
    expect(canonicalCity('delhi ncr')).toBe('delhi-ncr');
    expect(canonicalCity('Gurugram')).toBe('delhi-ncr');
    expect(canonicalCity('Bengaluru')).toBe('bangalore');
    expect(canonicalCity('VARANASI')).toBe('varanasi');
    expect(canonicalCity('other')).toBe('other');
    expect(canonicalCity(' Goa ')).toBe('Goa');
  });
});

describe('service and city labels', () => {
  it('shows canonical values by label, anything else as stored', () => {
    expect(serviceLabel('wedding')).toBe('Wedding');
    expect(serviceLabel('prewedding')).toBe('Pre-wedding');
    expect(serviceLabel('Destination Wedding')).toBe('Destination Wedding');
    expect(cityLabel('delhi-ncr')).toBe('Delhi NCR');
    expect(cityLabel('Goa')).toBe('Goa');
  });

  it("names lead_pipeline.service by the form: a callback's by label, a category or experience as given", () => {
    expect(serviceValue('callback', 'wedding')).toBe('Wedding');
    expect(serviceValue('partner', 'wedding')).toBe('wedding');
    expect(serviceValue('photographer', 'Beginner')).toBe('Beginner');
  });

  it('names a stored service or city inside a sentence; other names none; understands a Book-now title', () => {
    expect(serviceInText('wedding')).toBe('Wedding');
    expect(serviceInText('Pre-wedding')).toBe('Pre-wedding');
    expect(serviceKey('Wedding Photography - Gold')).toBe('wedding');
    expect(serviceKey('Prewedding shoot')).toBe('prewedding');
    expect(serviceKey('Something else')).toBe('');
    expect(serviceInText('other')).toBe('');
    expect(cityInText('delhi-ncr')).toBe('Delhi NCR');
    expect(cityInText('Goa')).toBe('Goa');
    expect(cityInText('other')).toBe('');
    expect(cityInText(null)).toBe('');
  });
});
