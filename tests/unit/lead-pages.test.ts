import { describe, expect, it } from 'vitest';
import type { Backend } from '../helpers/backend-standin';
import type { worker } from '../helpers/in-process';
import { SITE, leadWorker } from '../helpers/lead-unit';
import { attr, text } from '../helpers/html';
import { CALLBACK, MSG, PARTNER, PHOTOGRAPHER, ip, post as postTo } from '../helpers/leads';

/**
 * Lead capture without JavaScript (docs/developers.md#the-lead-api): a form-encoded browser post
 * gets a page, and the application pages. The endpoints themselves: lead-endpoints.test.ts.
 * The outage path (DLQ → D1 → cron) and the never-202 guarantee: leads-relay.test.ts.
 */

const { required: REQUIRED, email: EMAIL, city: CITY, length } = MSG;

let backend: Backend;
let server: ReturnType<typeof worker>;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postTo(server, path, body, headers);

leadWorker((site) => ({ backend, server } = site));

describe('without JavaScript: a form-encoded browser post gets a page', () => {
  const asForm = (body: Record<string, string>, path: string) =>
    server.fetch(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        'cf-connecting-ip': ip(),
        origin: SITE,
        referer: `${SITE}/contact?service=wedding`,
      },
      body: new URLSearchParams(body).toString(),
    });

  it('callback: success page, and the lead is relayed', async () => {
    const before = backend.requests.length;
    const res = await asForm({ ...CALLBACK, firstName: 'NoScript', variant: 'inline', website: '' }, 'submit-form');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(text(html)).toContain('Form submitted successfully!');
    expect(html).toContain('href="/contact?service=wedding"');
    await backend.waitFor((reqs) => reqs.slice(before).some((r) => r.body.includes('NoScript')));
  });

  it('callback: invalid → 422, the form again with each message and the input kept', async () => {
    const res = await asForm(
      { ...CALLBACK, firstName: 'Kept', email: '', city: 'other', customCity: '', phone: '12345', variant: 'modal' },
      'submit-form',
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain(REQUIRED);
    expect(t).toContain(CITY);
    expect(t).toContain(length('India'));
    expect(attr(html, /<input[^>]*name="firstName"[^>]*>/, 'value')).toBe('Kept');
    expect(attr(html, /<input[^>]*name="phone"[^>]*>/, 'value')).toBe('12345');
    expect(html).toMatch(/<option value="other" selected="">/);
    expect(html).toContain('data-island="CallbackForm"');
  });

  it('partner: success screen; invalid → 422 page with the messages and input', async () => {
    const ok = await asForm(PARTNER, 'submit-partner-form');
    expect(ok.status).toBe(200);
    const t = text(await ok.text());
    expect(t).toContain('Application Submitted!');
    expect(t).toContain('Submit Another Application');
    expect(t).toContain('Partnership with ShutterStory');

    const bad = await asForm({ ...PARTNER, email: 'aarav@', whyPartner: '  ' }, 'submit-partner-form');
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(text(html)).toContain(EMAIL);
    expect(text(html)).toContain(REQUIRED);
    expect(attr(html, /<input[^>]*name="businessName"[^>]*>/, 'value')).toBe('Mehta Travels');
  });

  it('photographer: success screen', async () => {
    const res = await asForm(PHOTOGRAPHER, 'submit-photographer-form');
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain('Application Submitted!');
  });

  it('a refusal (429) is a page with its message too', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < 10; i++) await post('submit-partner-form', {}, { 'cf-connecting-ip': client });
    const res = await server.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': client },
      body: new URLSearchParams(PARTNER).toString(),
    });
    expect(res.status).toBe(429);
    expect(text(await res.text())).toContain('Too many submissions. Please wait a minute and try again.');
  });
});

describe('application pages', () => {
  it('/become-partner: header, three benefit cards, the form with its defaults, stats', async () => {
    const res = await server.fetch('/become-partner');
    expect(res.status).toBe(200);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain('Partnership with ShutterStory');
    expect(html.match(/class="benefit-card"/g)).toHaveLength(3);
    for (const s of ['500+', 'Active Partners', '50+', 'Cities', '24hr', 'Response Time']) expect(t).toContain(s);
    expect(html).toContain('action="/api/submit-partner-form"');
    expect(html).toContain('method="post"');
    for (const name of [
      'name',
      'email',
      'mobileNumber',
      'category',
      'otherCategory',
      'businessName',
      'whyPartner',
      'howDidYouKnow',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<option value="Influencer" selected="">Influencer<\/option>/);
    for (const c of ['Influencer', 'Travel Agency', 'Hotels', 'Tourism', 'Fashion Lifestyle', 'Others'])
      expect(html).toContain(`<option value="${c}"`);
    const trap = html.match(/<input[^>]*name="website"[^>]*>/)![0];
    expect(trap).toContain('tabindex="-1"');
    expect(trap.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toMatch(/<div class="visually-hidden" aria-hidden="true"><label>Website<input[^>]*name="website"/);
  });

  it('/become-photographer: header, benefits, every field, experience levels and cities, stats', async () => {
    const html = await (await server.fetch('/become-photographer')).text();
    const t = text(html);
    expect(t).toContain('Become a ShutterStory Photographer');
    expect(html.match(/class="benefit-card"/g)).toHaveLength(3);
    for (const s of ['200+', 'Active Photographers', '50+', 'Cities', '24hr']) expect(t).toContain(s);
    expect(html).toContain('action="/api/submit-photographer-form"');
    for (const l of ['Beginner (0-1 years)', 'Intermediate (1-3 years)', 'Advanced (3-5 years)', 'Expert (5+ years)'])
      expect(html).toContain(`<option value="${l}">`);
    expect(html).toContain('<option value="delhi-ncr">Delhi NCR</option>');
    expect(html).toContain('<option value="other">Other</option>');
    expect(html).toMatch(/<input[^>]*type="url"[^>]*name="portfolio"|<input[^>]*name="portfolio"[^>]*type="url"/);
  });

  it('every page mounts the callback modal island once, auto-opening only on the home page', async () => {
    const home = await (await server.fetch('/')).text();
    expect(home.match(/data-island="CallbackModal"/g)).toHaveLength(1);
    expect(attr(home, /<div[^>]*data-island="CallbackModal"[^>]*>/, 'data-props')).toBe('{&quot;home&quot;:true}');
    const other = await (await server.fetch('/become-partner')).text();
    expect(attr(other, /<div[^>]*data-island="CallbackModal"[^>]*>/, 'data-props')).toBe('{&quot;home&quot;:false}');
  });
});
