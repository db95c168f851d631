import { describe, expect, it } from 'vitest';
import type { worker } from '../helpers/in-process';
import { leadWorker } from '../helpers/lead-unit';

/**
 * The pages' own words in the page's language (src/shared/i18n/messages/en/pages.ts), in process: a
 * /hi/ listing page shows its heading, labels and links in Hindi, its English twin keeps its texts.
 */
let server: ReturnType<typeof worker>;
const get = (path: string) => server.fetch(path, { headers: { accept: 'text/html' } });
const page = async (path: string) => (await get(path)).text();

leadWorker((site) => ({ server } = site));

describe('page headings in the page language', () => {
  it('/hi/services, /hi/packages and /hi/photographers: Hindi headings and labels, links under /hi', async () => {
    const services = await page('/hi/services');
    expect(services).toContain('>हमारी सेवाएँ</h1>');
    expect(services).toContain('इस श्रेणी में कोई सेवा नहीं मिली।');
    expect(services).toContain('href="/hi/contact"');
    expect(services).not.toContain('Our Services');

    const packages = await page('/hi/packages');
    expect(packages).toContain('>पैकेज</h1>');
    expect(packages).toContain('aria-label="पैकेज समूह"');
    expect(packages).not.toContain('>Packages</h1>');

    const photographers = await page('/hi/photographers');
    expect(photographers).toContain('>पेशेवर फ़ोटोग्राफ़र</h1>');
    expect(photographers).toContain('href="/hi/photographer/');
    expect(photographers).not.toContain('Professional Photographers');
  });

  it('/hi/portfolio/{slug}: the media tabs and labels in Hindi', async () => {
    const html = await page('/hi/portfolio/riya-karan-jaipur-palace-wedding');
    expect(html).toContain('aria-label="इस पोर्टफ़ोलियो के बारे में"');
    expect(html).toContain('तस्वीरें');
    expect(html).not.toContain('About this portfolio');
  });

  it('/hi/city/{unknown}: the Hindi not-found title, 404', async () => {
    const res = await get('/hi/city/no-such-city');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<h1>यह शहर नहीं मिला</h1>');
    expect(html).not.toContain('City not found');
  });

  it('/hi home: section headings in Hindi, "See all" links under /hi', async () => {
    const html = await page('/hi');
    for (const text of ['पेशेवर फ़ोटोग्राफ़र', 'हमारा पोर्टफ़ोलियो', 'चुनिंदा ब्लॉग', 'href="/hi/photographers"'])
      expect(html).toContain(text);
    expect(html).not.toContain('Featured Blogs');
  });

  it('the English pages keep their texts and links', async () => {
    expect(await page('/services')).toContain('>Our Services</h1>');
    expect(await page('/packages')).toContain('>Packages</h1>');
    const photographers = await page('/photographers');
    expect(photographers).toContain('>Professional Photographers</h1>');
    expect(photographers).not.toContain('href="/hi/photographer/');
    const city = await get('/city/no-such-city');
    expect(city.status).toBe(404);
    expect(await city.text()).toContain('<h1>City not found</h1>');
    const home = await page('/');
    expect(home).toContain('Featured Blogs');
    expect(home).toContain('href="/photographers"');
  });
});

describe('the privacy choices page in the page language', () => {
  it('/hi/privacy-choices: the Hindi title, current choice and notice, the form returning to /hi/', async () => {
    const html = await page('/hi/privacy-choices');
    expect(html).toContain('आपने अभी कोई विकल्प नहीं चुना है');
    expect(html).toContain('name="returnTo" value="/hi/privacy-choices"');
    expect(html).not.toContain('You have not made a choice yet');
    const en = await page('/privacy-choices');
    expect(en).toContain('<h1>Privacy choices</h1>');
    expect(en).toContain('You have not made a choice yet: nothing is kept beyond this visit.');
    expect(en).toContain('name="returnTo" value="/privacy-choices"');
  });
});

describe('prices and dates in the page language', () => {
  it('/hi/blogs: post dates as hi-IN writes them; /blogs keeps en-IN', async () => {
    const hi = await page('/hi/blogs');
    const en = await page('/blogs');
    const hiDates = [...hi.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g)];
    const enDates = [...en.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g)];
    expect(hiDates.length).toBeGreaterThan(0);
    const [, iso, text] = hiDates[0]!;
    expect(text).toBe(
      new Date(iso!).toLocaleDateString('hi-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    );
    expect(enDates[0]![2]).not.toBe(text);
  });
});
