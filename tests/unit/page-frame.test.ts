import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/in-process';
import { links, meta, text, title } from '../helpers/html';
import { ROUTES } from '../routes';

const server = worker({ SITE_URL: 'https://photos.example.in' });
beforeAll(() => server.listen());
afterAll(() => server.close());

describe('page frame on every route (demo dataset)', () => {
  it.each(ROUTES)('%s renders header, footer, consent and floating buttons', async (path) => {
    const res = await server.fetch(path, asBrowser);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const t = text(html);
    for (const label of [
      'Services',
      'Packages',
      'Photographers',
      'Portfolio',
      'Contact us',
      'About us',
      'Explore Frames',
      'Get in touch',
    ]) {
      expect(t).toContain(label);
    }
    const hrefs = links(html);
    for (const c of [
      'wedding',
      'pre-wedding',
      'post-wedding',
      'baby',
      'maternity',
      'travel',
      'business',
      'personal',
      'family',
      'other',
    ]) {
      expect(hrefs).toContain(`/portfolios?category=${c}`);
    }
    const footer = html.slice(html.indexOf('<footer'));
    expect(links(footer).filter((h) => h.startsWith('/city/'))).toHaveLength(22);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/terms-and-conditions', '/privacy-policy', '/cancellation-policy', '/contact']),
    );
    expect(t).toContain('Creating Memories Since 2020');
    expect(t).toContain('© 2021 ShutterStory');
    expect(hrefs).toContain('tel:+919876543210');
    expect(hrefs).toContain('mailto:hello@example.com');
    expect(html).toContain('data-island="ConsentBar"');
    expect(hrefs).toContain('/privacy-choices');
    expect(html).toContain('data-island="FloatingButtons"');
    expect(html).toContain('data-island="MobileMenu"');
    // The chat button goes through the site's tap route, which redirects to WhatsApp (chat-taps.test.ts).
    expect(hrefs.some((h) => /^\/go\/whatsapp\?from=\//.test(h))).toBe(true);
  });

  it('gives every unknown path the not-found page with HTTP 404', async () => {
    for (const path of ['/nope', '/services/x/y', '/blogs/a/b/c', '/%3Cscript%3E']) {
      const res = await server.fetch(path, asBrowser);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(text(html)).toContain('Oops! Page not found');
      expect(links(html)).toContain('/');
      expect(text(html)).toContain('Creating Memories Since 2020');
    }
  });

  it('puts the documented metadata in <head>', async () => {
    const html = await (await server.fetch('/services', asBrowser)).text();
    expect(title(html)).toMatch(/ \| ShutterStory$/);
    expect(html).toContain('<link rel="canonical" href="https://photos.example.in/services"/>');
    expect(meta(html, 'og:url')).toBe('https://photos.example.in/services');
    expect(meta(html, 'og:site_name')).toBe('ShutterStory');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toBeTruthy();
  });

  it('sends the baseline security headers and a nonce-based CSP', async () => {
    const res = await server.fetch('/', asBrowser);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const html = await res.text();
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)![1];
    // Inline executable scripts carry the nonce; the others are JSON-LD data blocks (never run)
    // and the client module from this origin ('self').
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      if (/\bsrc="\/assets\//.test(tag)) expect(tag).toMatch(/type="module"/);
      else expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('loads the client as a module script at the end of the body, never in <head>', async () => {
    const html = await (await server.fetch('/', asBrowser)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toMatch(/<script type="module" src="\/assets\/client\.js\?v=[a-z0-9]+"/);
  });

  it('keeps the consent choice without JavaScript', async () => {
    const res = await server.fetch('/consent', {
      method: 'POST',
      body: new URLSearchParams({ returnTo: '/faqs', choice: 'reject' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/faqs');
    const consent = /consent=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(consent).toMatch(/^\d{4}-\d{2}-\d{2}\.0\.\d+$/);
    const html = await (
      await server.fetch('/faqs', { headers: { ...asBrowser.headers, cookie: `consent=${consent}` } })
    ).text();
    expect(html).not.toContain('data-island="ConsentBar"');
    // The old accept-only cookie is no choice under the current notice: the element asks again.
    const old = await (await server.fetch('/faqs', { headers: { ...asBrowser.headers, cookie: 'consent=1' } })).text();
    expect(old).toContain('data-island="ConsentBar"');
  });
});

describe('styleguide', () => {
  it('shows the components at /styleguide, not indexed', async () => {
    const res = await server.fetch('/styleguide', asBrowser);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(text(html)).toContain('Featured');
    expect(text(html)).toContain('★ Landmark');
    expect(links(html)).not.toContain('/styleguide');
  });
});
