import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedWebhook } from '../helpers/content-webhook';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title, streamed } from '../helpers/html';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { type Doc, published, POSTS, between, listSlugs, mainOf, get } from '../helpers/editorial-pages';

/** Blog, FAQs, about, contact and legal pages, over a Sanity API (over the demo dataset: editorial-pages.test.ts). */

describe('editorial pages over a Sanity query API', () => {
  let sanity: StandIn;
  let server: ReturnType<typeof worker>;
  const post = (id: string, fields: Record<string, unknown>): Doc => ({
    _id: id,
    _type: 'post',
    _createdAt: '2027-01-01T00:00:00Z',
    _updatedAt: '2027-01-02T00:00:00Z',
    author: { _type: 'reference', _ref: 'author-hostile' },
    ...fields,
  });
  let keys = 0;
  const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${keys++}`, text, marks });
  const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
    _type: 'block',
    _key: `b${keys++}`,
    style: 'normal',
    markDefs: [],
    children,
    ...extra,
  });

  /** A signed content webhook: cached results become stale, so the next request reads the API again. */
  async function revalidate() {
    const res = await signedWebhook(server, 'test-secret', { _id: 'any', _type: 'post' });
    expect(res.status).toBe(200);
  }

  // One worker for the whole group (a harness reset costs seconds): each test starts from the pristine
  // stand-in data and a revalidation. A failing query serves its last good copy when there is one, so
  // the failure views are checked first, on queries no earlier request has cached.
  beforeAll(async () => {
    sanity = await startSanityStandIn();
    server = worker({ ...sanityVars(sanity.url), SITE_URL: 'https://photos.example.in' });
    await server.listen();
  });
  beforeEach(async () => {
    sanity.reset();
    await revalidate();
  });
  afterAll(async () => {
    await server?.close();
    await sanity?.close();
  });

  it("shows each page's error text when the content API fails", async () => {
    sanity.failWhen(/_type == "(post|faq|about)"|termsAndConditions|privacyPolicy|cancellationPolicy/);
    const [list, one, faqs, about, terms, privacy, cancellation] = await Promise.all(
      [
        '/blogs?page=3',
        '/blogs/candid-vs-traditional-wedding-photography',
        '/faqs',
        '/about',
        '/terms-and-conditions',
        '/privacy-policy',
        '/cancellation-policy',
      ].map((path) => get(server, path)),
    );
    expect(text(list!.html)).toContain('Failed to fetch blog posts');
    expect(list!.html).toContain('data-island="RetryButton"');
    expect(list!.html).toMatch(/<a class="btn btn--secondary" href="\/blogs\?page=3">Retry<\/a>/);
    expect(text(mainOf(one!.html))).toContain('Failed to fetch blog post');
    expect(text(mainOf(one!.html))).not.toContain('Post not found');
    expect(text(faqs!.html)).toMatch(/Error Failed to load FAQs\. Please try again later\./);
    expect(text(mainOf(about!.html))).toContain('Failed to load about page content');
    const legal = [
      [terms, 'Error loading terms and conditions'],
      [privacy, 'Error loading privacy policy'],
      [cancellation, 'Error loading cancellation policy'],
    ] as const;
    for (const [page, message] of legal) {
      const main = mainOf(page!.html);
      expect(text(main)).toContain(message);
      expect(
        links(main).filter((h) => /^\/(terms-and-conditions|privacy-policy|cancellation-policy)$/.test(h)),
      ).toHaveLength(2);
    }
  });

  it('answers HTTP 404 with the documented texts when the about or a legal document is missing', async () => {
    sanity.remove('about', 'termsAndConditions', 'privacyPolicy', 'cancellationPolicy');
    const cases = [
      ['/about', 'About page data not found'],
      ['/terms-and-conditions', 'Error loading terms and conditions'],
      ['/privacy-policy', 'Error loading privacy policy'],
      ['/cancellation-policy', 'Error loading cancellation policy'],
    ] as const;
    for (const [path, message] of cases) {
      const { status, html } = await get(server, path);
      expect(status).toBe(404);
      expect(text(mainOf(html))).toContain(message);
    }
  });

  it('renders hostile Portable Text inert: escaped span markup, unsafe links dropped, no inline styles', async () => {
    sanity.upsert(
      { _id: 'author-hostile', _type: 'author', name: 'Mallory <b>Evil</b>', bio: '<img src=x onerror=alert(2)>' },
      post('post-hostile', {
        title: 'Hostile </script><script>alert(3)</script>',
        slug: { _type: 'slug', current: 'hostile' },
        publishedAt: '2027-01-01T00:00:00Z',
        body: [
          block(
            [
              span('<script>alert(1)</script>'),
              span(' and '),
              span('bad link', ['l1']),
              span(' tabbed ', ['l2']),
              span('data', ['l3']),
            ],
            {
              markDefs: [
                { _key: 'l1', _type: 'link', href: 'javascript:alert(1)' },
                { _key: 'l2', _type: 'link', href: ' java\tscript:alert(1)' },
                { _key: 'l3', _type: 'link', href: 'data:text/html,<script>alert(1)</script>' },
              ],
            },
          ),
          block(
            [
              span('Ext', ['x']),
              span(' int ', ['i']),
              span('mail', ['m']),
              span('under', ['underline']),
              span('odd', ['mystery']),
            ],
            {
              markDefs: [
                { _key: 'x', _type: 'link', href: 'https://example.org/a?b=1&c="2"' },
                { _key: 'i', _type: 'link', href: 'https://photos.example.in/packages' },
                { _key: 'm', _type: 'link', href: 'mailto:hi@example.org' },
              ],
            },
          ),
          block([span('Big heading')], { style: 'h1' }),
          {
            _type: 'image',
            _key: 'img1',
            alt: 'An "alt" <with> markup',
            asset: { _type: 'reference', _ref: 'image-weddingd1a2e3-1600x1067-svg' },
          },
          { _type: 'image', _key: 'img2', asset: { _type: 'reference', _ref: 'not-an-image-ref' } },
          { _type: 'codeBlock', _key: 'c1', code: '<script>alert(4)</script>' },
          block([span('Odd style')], { style: 'weird' }),
        ],
      }),
    );
    const { status, html } = await get(server, '/blogs/hostile', asBot);
    expect(status).toBe(200);
    const main = mainOf(html);
    const body = between(main, 'class="prose post__body"', '</div>');
    expect(html).not.toMatch(/<script>alert|alert\(2\)>|<img src=x/);
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text(body)).toContain('<script>alert(1)</script> and bad link tabbed data');
    expect(body).toContain(
      '<a href="https://example.org/a?b=1&amp;c=%222%22" target="_blank" rel="noopener noreferrer">Ext</a>',
    );
    expect(body).toContain('<a href="/packages"> int </a>'); // same site: internal, plain
    expect(body).toContain('<a href="mailto:hi@example.org">mail</a>');
    expect(body).toContain('<u>under</u>');
    expect(body).toContain('<h2>Big heading</h2>');
    expect(body).toContain('<p>Odd style</p>');
    expect(body).not.toMatch(/style=|alert\(4\)|unknown__pt/);
    const imgs = body.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(1); // the invalid reference is dropped, not a crash
    expect(imgs[0]).toContain('alt="An &quot;alt&quot; &lt;with&gt; markup"');
    expect(imgs[0]).toContain(
      'src="https://cdn.sanity.io/images/standin1/production/weddingd1a2e3-1600x1067.svg?w=800&amp;fit=max&amp;auto=format"',
    );
    expect(imgs[0]).toMatch(/width="800" height="534"[^>]*loading="lazy"/);
    // Title, author and bio are text.
    expect(text(main)).toContain('Hostile </script><script>alert(3)</script>');
    expect(text(main)).toContain('Mallory <b>Evil</b>');
    expect(text(main)).toContain('<img src=x onerror=alert(2)>');
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting.headline).toBe('Hostile </script><script>alert(3)</script>');
    expect(posting.author.name).toBe('Mallory <b>Evil</b>');
  });

  it('orders and pages posts from the API, newest first', async () => {
    const extra = Array.from({ length: 10 }, (_, i) =>
      post(`post-extra-${i}`, {
        title: `Extra ${i}`,
        slug: { _type: 'slug', current: `extra-${i}` },
        publishedAt: `2030-01-${String(10 + i).padStart(2, '0')}T00:00:00Z`,
        author: null,
      }),
    );
    sanity.upsert(...extra);
    const newest = extra.map((p) => p.slug.current).reverse();
    const first = await get(server, '/blogs', asBot);
    expect(listSlugs(first.html)).toEqual(newest.slice(0, 6));
    const second = await get(server, '/blogs?page=2', asBot);
    expect(listSlugs(second.html)).toEqual([...newest, ...POSTS.slice(0, 2).map((p) => p.slug.current)]);
    expect(links(second.html)).toContain('/blogs?page=3'); // 21 posts > 12
    const fourth = await get(server, '/blogs?page=4', asBot);
    expect(listSlugs(fourth.html)).toHaveLength(21);
    expect(fourth.html).not.toContain('data-island="LoadMorePosts"');
  });

  it("counts a blank FAQ category as 'general'", async () => {
    sanity.upsert({
      _id: 'faq-blank',
      _type: 'faq',
      question: 'Blank category <i>?</i>',
      answer: 'Yes.',
      category: '  ',
      order: 0,
    });
    const general = text((await get(server, '/faqs?category=general', asBot)).html);
    expect(general).toContain('Blank category <i>?</i>');
    expect(general).not.toContain('How far in advance should I book?');
  });

  it("/about falls back to the stock hero image; 'No certificates found.' when there are none", async () => {
    const about = published('about')[0]!;
    sanity.upsert({
      ...about,
      heroSection: { ...about.heroSection, image: { _type: 'image', asset: { _type: 'reference', _ref: 'broken' } } },
    });
    sanity.remove(...published('certificate').map((c) => c._id));
    const { status, html } = await get(server, '/about', asBot);
    expect(status).toBe(200);
    expect(html).toContain('src="/demo-img/wedding0a1b2c-1600x1067.svg?w=800&amp;h=600&amp;fit=crop"');
    expect(text(html)).toContain('No certificates found.');
  });

  it('renders lists that are ready in place, inside <main>, so they show without JavaScript', async () => {
    const faqs = mainOf((await get(server, '/faqs?category=pricing')).html);
    expect(text(faqs)).toContain('What do your packages cost?');
    expect(faqs).not.toContain('Loading...');
    const blogs = mainOf((await get(server, '/blogs?page=2')).html);
    expect(listSlugs(blogs)).toHaveLength(11);
    const about = mainOf((await get(server, '/about')).html);
    expect(text(about)).toContain('DGCA Remote Pilot Certificate');
  });

  it("streams a slow FAQ list behind 'Loading...' after the shell", async () => {
    // The FAQ list answers only once the shell has arrived (the shell waits at most the settle
    // window, twice: JSON-LD, then the body).
    const release = sanity.holdWhen(/_type == "faq"/);
    const body = streamed(await server.fetch('/faqs', asBrowser));
    const shell = await body.until('</header>');
    expect(shell).not.toContain('How far in advance should I book?');
    release();
    const all = await body.rest();
    expect(all).toContain('How far in advance should I book?');
    expect(all.slice(0, all.indexOf('How far in advance should I book?'))).toContain('Loading...');
    expect(all).not.toContain('FAQPage'); // JSON-LD only when the list was ready in time
  });

  it('the cancellation page follows the terms seo record, not a cancellation one', async () => {
    sanity.upsert(
      {
        _id: 'seo-terms',
        _type: 'seo',
        pageName: 'terms',
        title: 'Booking Terms From Studio',
        description: 'Studio terms.',
      },
      {
        _id: 'seo-cancellation',
        _type: 'seo',
        pageName: 'cancellation',
        title: 'Ignored Cancellation Record',
        description: 'Ignored.',
      },
    );
    const html = (await get(server, '/cancellation-policy')).html;
    expect(title(html)).toBe('Booking Terms From Studio | ShutterStory');
    expect(meta(html, 'description')).toBe('Studio terms.');
    expect(html).not.toContain('Ignored Cancellation Record');
  });
});
