import { describe, expect, it } from 'vitest';
import list from 'disposable-email-domains/index.json?raw';
import { isDisposableDomain, matchRules, RULES, type RuleContext } from './rules';

/** The list as the build serves it (vite.config.ts): the package's index.json text. */
const ctx: RuleContext = { disposableList: async () => list };

/**
 * Each spam rule with a real-looking spam sample it must catch and a real-looking enquiry it must
 * pass (docs/marketing.md "Lead quality"): a rule that caught a person would hide a customer.
 */
const callback = (over: Record<string, string>) => ({
  timestamp: '26/11/2026, 10:15:00 am',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@gmail.com',
  phone: '+919812345678',
  service: 'wedding',
  city: 'jaipur',
  message: 'We are getting married on 14 Feb in Jaipur, about 300 guests. Could you share packages?',
  ...over,
});
const photographer = (over: Record<string, string>) => ({
  timestamp: '26/11/2026, 10:15:00 am',
  name: 'Arjun Mehta',
  email: 'arjun.mehta@outlook.com',
  mobileNumber: '9876501234',
  experience: '3-5 years',
  portfolio: 'https://www.instagram.com/arjunclicks',
  city: 'Pune',
  whyJoin: 'I shoot weddings around Pune; my work: https://arjunclicks.in and https://behance.net/arjunm',
  howDidYouKnow: 'Instagram',
  ...over,
});

const rule = (name: string) => RULES.find((r) => r.name === name)!;

describe('spam rules', () => {
  it('link-in-name: a link or markup in a name or city; a person with a dotted or hyphenated name passes', async () => {
    const r = rule('link-in-name');
    expect(
      await r.test('submit-form', callback({ firstName: 'Cheap SEO', lastName: 'http://seo-rank.xyz' }), ctx),
    ).toBe(true);
    expect(await r.test('submit-form', callback({ firstName: '<a href="x">Loans</a>' }), ctx)).toBe(true);
    expect(await r.test('submit-photographer-form', photographer({ city: 'www.best-casino.ru' }), ctx)).toBe(true);
    expect(await r.test('submit-photographer-form', photographer({ name: 'Visit cryptoprofit.top now' }), ctx)).toBe(
      true,
    );
    expect(await r.test('submit-form', callback({ firstName: 'A. K.', lastName: "D'Souza-Menon" }), ctx)).toBe(false);
    expect(
      await r.test('submit-photographer-form', photographer({ name: 'Dr. S. Iyer', city: 'Navi Mumbai' }), ctx),
    ).toBe(false);
    // A portfolio link where the form asks for one is not a name field.
    expect(await r.test('submit-photographer-form', photographer({}), ctx)).toBe(false);
  });

  it('disposable-email: a throwaway domain (or subdomain) from the kept list; Gmail, a company pass', async () => {
    const r = rule('disposable-email');
    expect(await r.test('submit-form', callback({ email: 'rahul1990@mailinator.com' }), ctx)).toBe(true);
    expect(await r.test('submit-form', callback({ email: 'x7f2k@guerrillamail.com' }), ctx)).toBe(true);
    expect(await isDisposableDomain('someone@sub.mailinator.com', ctx)).toBe(true);
    expect(await r.test('submit-form', callback({}), ctx)).toBe(false);
    expect(await r.test('submit-form', callback({ email: 'neha@infosys.com' }), ctx)).toBe(false);
    expect(await r.test('submit-photographer-form', photographer({ email: 'arjun@rediffmail.com' }), ctx)).toBe(false);
  });

  it('many-links: three or more links in the message; a portfolio answer with two passes', async () => {
    const r = rule('many-links');
    const spam = 'Best deals http://a.example/1 and http://b.example/2 plus www.c-example.com/3 hurry limited offer';
    expect(await r.test('submit-form', callback({ message: spam }), ctx)).toBe(true);
    expect(await r.test('submit-photographer-form', photographer({}), ctx)).toBe(false);
    expect(await r.test('submit-form', callback({}), ctx)).toBe(false);
  });

  it('cyrillic-text: Cyrillic words in a name or message; Hindi in Devanagari passes', async () => {
    const r = rule('cyrillic-text');
    expect(await r.test('submit-form', callback({ message: 'Привет! Продвижение сайтов недорого' }), ctx)).toBe(true);
    expect(await r.test('submit-form', callback({ firstName: 'Иван' }), ctx)).toBe(true);
    const hindi = 'नमस्ते, शादी की फोटोग्राफी के लिए संपर्क करें';
    expect(await r.test('submit-form', callback({ message: hindi }), ctx)).toBe(false);
    expect(await r.test('submit-form', callback({ firstName: 'Zoë', lastName: 'Müller' }), ctx)).toBe(false);
  });

  it('matchRules names the first rule matched, or null for a real enquiry', async () => {
    expect(await matchRules('submit-form', callback({ email: 'a@mailinator.com' }), ctx)).toBe(
      'rule: disposable-email',
    );
    expect(await matchRules('submit-form', callback({}), ctx)).toBeNull();
    expect(await matchRules('submit-photographer-form', photographer({}), ctx)).toBeNull();
  });
});

describe('disposable-email without its list', () => {
  it('fails open: the list not readable now matches nothing, and the other rules still run', async () => {
    const none: RuleContext = { disposableList: async () => null };
    expect(await rule('disposable-email').test('submit-form', callback({ email: 'a@mailinator.com' }), none)).toBe(
      false,
    );
    expect(await matchRules('submit-form', callback({ email: 'a@mailinator.com', firstName: 'Иван' }), none)).toBe(
      'rule: cyrillic-text',
    );
  });
});
