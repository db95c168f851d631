import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/format';
import { info as en } from '../../src/shared/i18n/messages/en/info';
import { info as hi } from '../../src/shared/i18n/messages/hi/info';
import { BUSINESS_HOURS, CONTACT_HOURS } from '../../src/shared/site';
import { standInServer } from '../helpers/home-errors';
import { text, title } from '../helpers/html';
import { asBot, worker } from '../helpers/in-process';
import { CALLBACK, PARTNER } from '../helpers/leads';
import { leadWorker, SITE } from '../helpers/lead-unit';
import { loadNdjson } from '../helpers/sanity-standin';

/**
 * The information pages' own words in the page's language (src/shared/i18n/messages/en/info.ts), in
 * process: about, FAQs, contact, the two applications, the callback form's no-JS answer, the legal
 * pages, and the error pages the detail routes pass their titles to. A /hi/ page shows them in Hindi
 * with its links under /hi; its English twin keeps the English texts (docs/product.md quotes them).
 */
type Key = keyof typeof en;
const ctx = standInServer();
const get = (path: string) => ctx.server.fetch(path, asBot);
const page = async (path: string) => (await get(path)).text();

/** The English texts of these keys a page must no longer show in Hindi (whole phrases: a lone word may be content). */
function english(...prefixes: string[]): string[] {
  return (Object.keys(en) as Key[])
    .filter((k) => prefixes.some((p) => k.startsWith(p)))
    .map((k) => en[k].trim())
    .filter((v) => v.includes(' ') && !v.includes('{'));
}

function expectHindi(html: string, shows: string[], prefixes: string[]) {
  const words = text(html);
  for (const s of shows) expect(words).toContain(s);
  const left = english(...prefixes).filter((s) => words.includes(s));
  expect(left).toEqual([]);
}

describe('/hi information pages: their fixed texts in Hindi', () => {
  it('/hi/about: the eyebrow, the numbers and the certificates headings', async () => {
    const html = await page('/hi/about');
    expectHindi(
      html,
      [hi['info.about.eyebrow'], hi['info.about.certificates'], hi['info.about.trust']],
      ['info.about.'],
    );
    expect(html).toContain(`aria-label="${hi['info.about.stats']}"`);
    expect(html).not.toContain('Trust &amp; safety');
  });

  it('/hi/faqs: heading, support block, stats, "all" and the category chips linking under /hi', async () => {
    const html = await page('/hi/faqs');
    const shows = (['title', 'support', 'supportText', 'email', 'chat', 'statSupport', 'statCustomers'] as const).map(
      (k) => hi[`info.faqs.${k}`],
    );
    expectHindi(html, shows, ['info.faqs.']);
    expect(html).toContain('href="/hi/faqs"');
    expect(html).toMatch(/href="\/hi\/faqs\?category=booking"[^>]*>बुकिंग</);
    expect(html).toContain('>सभी<');
    expect(/href="\/faqs\?/.test(html)).toBe(false);
  });

  it('/hi/contact: the opening hours in Hindi', async () => {
    const html = await page('/hi/contact');
    expect(text(html)).toContain('हम सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक उपलब्ध हैं।');
    expect(text(html)).not.toContain(CONTACT_HOURS);
  });

  it('/hi/become-partner and /hi/become-photographer: headings, benefit cards, stats, the Hindi <title>', async () => {
    const partner = await page('/hi/become-partner');
    expectHindi(
      partner,
      [hi['info.partner.eyebrow'], hi['info.partner.earn'], hi['info.apply.now'], hi['info.partner.statPartners']],
      ['info.apply.', 'info.partner.'],
    );
    expect(text(partner)).toContain('24 घंटे में जवाब');
    expect(text(partner)).toMatch(/के साथ साझेदारी/);

    const photographer = await page('/hi/become-photographer');
    expectHindi(
      photographer,
      [hi['info.photographer.lead'], hi['info.photographer.fair'], hi['info.photographer.statPhotographers']],
      ['info.apply.', 'info.photographer.'],
    );
    expect(title(photographer)).toMatch(/^\S.* फ़ोटोग्राफ़र बनें/);
    expect(photographer).toContain(`content="${hi['info.photographer.description']}"`);
    expect(photographer).toContain('href="/hi/become-partner"');
  });

  it('/hi legal pages: "Last updated" with a hi-IN date, the privacy contact block', async () => {
    const html = await page('/hi/privacy-policy');
    const [, iso, date] = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html)!;
    expect(date).toBe(formatDate(iso, 'hi'));
    expect(text(html)).toContain(`${hi['info.legal.updated'].trim()} ${date}`);
    expectHindi(html, [hi['info.legal.contact'], hi['info.legal.email'].trim()], ['info.legal.']);
    for (const word of ['Last updated', 'Email:', 'Website:', 'Phone:']) expect(text(html)).not.toContain(word);
    expect(html).toContain('href="/hi/terms-and-conditions"');
  });
});

describe('/hi error pages: titles and texts in Hindi, <title> included', () => {
  const docsOf = (type: string) =>
    loadNdjson()
      .filter((d) => d._type === type)
      .map((d) => d._id);

  it('/hi/about: its error text when the content API fails, its Hindi not-found title when there is no document', async () => {
    ctx.sanity.failWhen(/_type == "about"/);
    expect(text(await page('/hi/about'))).toContain(hi['info.about.error']);
    ctx.sanity.failWhen(null);
    await ctx.server.reset();
    ctx.sanity.remove(...docsOf('about'));
    const res = await get('/hi/about');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<h1>${hi['info.about.notFound']}</h1>`);
    expect(title(html)).toBe(`${hi['info.about.notFound']} | ShutterStory`);
    expect(text(html)).not.toContain('About page data not found');
  });

  it('/hi/city, /hi/photographer, /hi/portfolio: the failure page titled and worded in Hindi', async () => {
    const cases: Array<[RegExp, string, Key, Key]> = [
      [/_type == "city"/, '/hi/city/jaipur', 'info.error.city', 'info.error.cityText'],
      [
        /_type == "photographer" && slug/,
        '/hi/photographer/aarav-mehta',
        'info.error.photographer',
        'info.error.photographerText',
      ],
      [
        /_type == "portfolio" && slug/,
        '/hi/portfolio/riya-karan-jaipur-palace-wedding',
        'info.error.portfolio',
        'info.error.portfolioText',
      ],
    ];
    for (const [query, path, heading, message] of cases) {
      await ctx.server.reset();
      ctx.sanity.failWhen(query);
      const html = await page(path);
      expect(title(html), path).toBe(`${hi[heading]} | ShutterStory`);
      expect(text(html), path).toContain(hi[message]);
      expect(text(html), path).not.toContain(en[message]);
    }
  });

  it('/hi legal pages: the error text and the page name in Hindi, failing or missing', async () => {
    ctx.sanity.failWhen(/_type == "termsAndConditions"/);
    const failing = await page('/hi/terms-and-conditions');
    expect(failing).toContain('<h1>नियम और शर्तें</h1>');
    expect(text(failing)).toContain(hi['info.legal.error.terms']);
    expect(failing).toContain('href="/hi/privacy-policy"');
    ctx.sanity.failWhen(null);
    await ctx.server.reset();
    ctx.sanity.remove(...docsOf('cancellationPolicy'));
    const missing = await get('/hi/cancellation-policy');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(title(html)).toBe('रद्दीकरण नीति | ShutterStory');
    expect(text(html)).toContain(hi['info.legal.error.cancellation']);
    expect(text(html)).not.toContain('Error loading cancellation policy');
  });
});

describe('a core setting malformed', () => {
  it('/hi pages answer the 503 page in Hindi, English pages in English', async () => {
    const broken = worker({ SUPPORT_PHONE: 'call-us' });
    await broken.listen();
    try {
      const res = await broken.fetch('/hi/about', asBot);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(title(html)).toBe(`${hi['info.error.unavailable']} | ShutterStory`);
      expect(text(html)).toContain(hi['info.error.unavailableText']);
      const english = await (await broken.fetch('/about', asBot)).text();
      expect(title(english)).toBe('Temporarily unavailable | ShutterStory');
      expect(text(english)).toContain('This site is not available right now. Please try again in a few minutes.');
    } finally {
      await broken.close();
    }
  });
});

describe('the English pages keep their texts', () => {
  it('about, FAQs, contact, applications and legal pages read as before', async () => {
    const about = text(await page('/about'));
    for (const s of ['About us', 'Our Certificates', 'Trust & safety']) expect(about).toContain(s);
    const faqs = await page('/faqs');
    for (const s of ['Help centre', 'Still have questions?', 'Customer Support', 'Cities Covered'])
      expect(text(faqs)).toContain(s);
    expect(faqs).toMatch(/href="\/faqs\?category=booking"[^>]*>booking</);
    expect(text(await page('/contact'))).toContain(`We are ${CONTACT_HOURS} .`);
    const partner = text(await page('/become-partner'));
    for (const s of ['Partnership with', 'Earn With Every Booking', 'Apply Now', 'Active Partners', '24hr'])
      expect(partner).toContain(s);
    const photographer = await page('/become-photographer');
    expect(title(photographer)).toMatch(/^Become a .* Photographer/);
    expect(text(photographer)).toContain('Showcase Your Work');
    const privacy = text(await page('/privacy-policy'));
    for (const s of ['Last updated:', 'Contact Us', 'Email:']) expect(privacy).toContain(s);
  });

  it('the English failure pages keep their English titles and texts', async () => {
    ctx.sanity.failWhen(/_type == "city"/);
    const html = await page('/city/jaipur');
    expect(title(html)).toMatch(/^City\b/);
    expect(text(html)).toContain('Failed to load city data');
    await ctx.server.reset();
    ctx.sanity.failWhen(/_type == "about"/);
    expect(text(await page('/about'))).toContain('Failed to load about page content');
  });

  it('the opening hours in words follow BUSINESS_HOURS (src/shared/site.ts): rewrite both when the hours change', () => {
    expect(BUSINESS_HOURS).toMatchObject({ days: [1, 2, 3, 4, 5, 6], open: 10, close: 19 });
    expect(en['info.contact.hours']).toBe(CONTACT_HOURS);
  });
});

describe('the callback form answered without JavaScript, in the language it was sent in', () => {
  let server: ReturnType<typeof worker>;
  leadWorker((site) => ({ server } = site));
  let n = 0;
  const send = (extra: Record<string, string>, endpoint = 'submit-form', form: Record<string, string> = CALLBACK) =>
    server.fetch(`/api/${endpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: SITE,
        'cf-connecting-ip': `10.8.0.${++n}`,
      },
      body: new URLSearchParams({ ...form, phone: `98${String(n).padStart(8, '0')}`, ...extra }).toString(),
    });

  it('a Hindi submission: the Hindi thank-you and a way back to /hi; an English one as before', async () => {
    const res = await send({ language: 'hi', variant: 'inline' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain(hi['info.callback.thanks']);
    expect(html).toMatch(/href="\/hi"[^>]*>साइट देखना जारी रखें</);
    expect(text(html)).not.toContain('Thank you. Our team will call you back soon.');

    const english = await (await send({ variant: 'inline' })).text();
    expect(text(english)).toContain('Form submitted successfully! Thank you. Our team will call you back soon.');
  });

  it('a Hindi submission with a mistake: the form again under the Hindi heading', async () => {
    const res = await send({ language: 'hi', email: 'not-an-email' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('>कॉलबैक का अनुरोध करें</h1>');
    expect(title(html)).toMatch(/^कॉलबैक का अनुरोध करें/);
  });

  it('a Hindi partner application with a mistake: the page again in Hindi, the message too', async () => {
    const res = await send({ language: 'hi', email: 'not-an-email' }, 'submit-partner-form', PARTNER);
    expect(res.status).toBe(422);
    const html = await res.text();
    expectHindi(html, [hi['info.partner.eyebrow'], hi['info.partner.team'], hi['info.apply.now']], ['info.partner.']);
    expect(text(html)).toContain('कृपया');
    expect(text(html)).not.toContain('Please enter a valid email address');
  });
});
