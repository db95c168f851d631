import { expect, it } from 'vitest';
import { FORMS, formLabel, formNoun } from './forms';

it('names every form on its own and inside a sentence; an unknown form as stored', () => {
  expect(FORMS.map(formLabel)).toEqual([
    'Callback',
    'Partner application',
    'Photographer application',
    'WhatsApp chat',
  ]);
  expect(FORMS.map(formNoun)).toEqual([
    'callback request',
    'partner application',
    'photographer application',
    'WhatsApp chat',
  ]);
  expect(formLabel('newsletter')).toBe('newsletter');
  expect(formNoun('newsletter')).toBe('newsletter');
});
