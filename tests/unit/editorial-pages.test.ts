import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title, streamed } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

/** Blog, FAQs, about, contact and legal pages, over the demo dataset and a Sanity API. */

type Doc = { _id: string; _type: string; [k: string]: any };
const DOCS = loadNdjson() as Doc[];
const published = (type: string) => DOCS.filter((d) => d._type === type && !d._id.startsWith('drafts.'));
const POSTS = published('post').sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
const ptText = (blocks: any[] = []) =>
  blocks
    .filter((b) => b._type === 'block')
    .map((b) => b.children.map((c: any) => c.text).join(''))
    .join('\n\n');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The HTML between a start marker and the first end marker after it. */
function between(html: string, start: string | RegExp, end: string): string {
  const found = typeof start === 'string' ? html.indexOf(start) : html.search(start);
  expect(found, `marker ${start} not found`).toBeGreaterThanOrEqual(0);
  const at = html.lastIndexOf('<', found); // from the start of the tag that holds the marker
  const stop = html.indexOf(end, at);
  return html.slice(at, stop < 0 ? undefined : stop + end.length);
}
const postList = (html: string) => between(html, 'id="post-list"', '</ul>');
const listSlugs = (html: string) =>
  links(postList(html))
    .filter((h) => h.startsWith('/blogs/'))
    .map((h) => h.slice('/blogs/'.length));
const mainOf = (html: string) => between(html, '<main', '</main>');
const get = async (server: ReturnType<typeof worker>, path: string, opts = asBrowser) => {
  const res = await server.fetch(path, opts);
  return { status: res.status, html: await res.text() };
};

describe('editorial pages over the demo dataset', () => {
  const server = worker({ SITE_URL: 'https://photos.example.in' });
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it('/blogs lists the first page of posts newest first, with a working Load More link', async () => {
    const { status, html } = await get(server, '/blogs');
    expect(status).toBe(200);
    expect(listSlugs(html)).toEqual(POSTS.slice(0, 6).map((p) => p.slug.current));
    expect(html).not.toContain('DRAFT');
    expect(html).toContain('data-island="LoadMorePosts"');
    expect(links(html)).toContain('/blogs?page=2');
    expect(text(html)).toContain('Load More Posts');
    expect(title(html)).toBe('Photography Blog | ShutterStory'); // the blogs seo record
  });

  it('?page=N shows the first N pages; the last page has no Load More', async () => {
    const two = await get(server, '/blogs?page=2');
    expect(listSlugs(two.html)).toEqual(POSTS.map((p) => p.slug.current)); // 11 published posts ≤ 12
    expect(two.html).not.toContain('data-island="LoadMorePosts"');
    expect(links(two.html)).not.toContain('/blogs?page=3');
    for (const bad of ['/blogs?page=abc', '/blogs?page=0', '/blogs?page=-3']) {
      expect(listSlugs((await get(server, bad)).html)).toHaveLength(6);
    }
  });

  it('cards show author, long date, categories and the 150-character excerpt rule', async () => {
    const t = text(postList((await get(server, '/blogs?page=2')).html));
    const noExcerpt = POSTS.find((p) => !p.excerpt)!;
    const body = squash(ptText(noExcerpt.body));
    expect(body.length).toBeGreaterThan(150);
    expect(t).toContain(`${body.slice(0, 150)}...`);
    expect(t).not.toContain(body.slice(0, 151));
    const long = POSTS.find((p) => p.excerpt && p.excerpt.length > 150)!;
    expect(t).toContain(`${long.excerpt.slice(0, 150)}...`);
    const short = POSTS.find((p) => p.excerpt && p.excerpt.length < 150 && p.excerpt.endsWith('.'))!;
    expect(t).toContain(`${short.excerpt.slice(0, -1)}...`);
    expect(t).toContain('June 2, 2026');
    expect(t).toContain('Rohit Khanna');
    expect(t).toContain('Wedding Tips · Travel Diaries');
  });

  it('/blogs/{slug} renders back link, title, cover, author box, date, categories, every body block kind, share and back to top', async () => {
    const { status, html } = await get(server, '/blogs/how-to-plan-your-wedding-photography-timeline');
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(links(main)).toEqual(expect.arrayContaining(['/blogs', '#main']));
    expect(main).toMatch(/<h1[^>]*>How to Plan Your Wedding Photography Timeline<\/h1>/);
    expect(main).toMatch(/<img[^>]*alt="A bride and groom silhouetted against a sunset after the pheras"/);
    expect(text(main)).toContain('June 2, 2026');
    expect(text(main)).toContain('Wedding Tips');
    const body = between(main, 'class="prose post__body"', '</div>');
    for (const tag of [
      '<h2>Start with the light</h2>',
      '<h3>Day one: haldi and mehendi</h3>',
      '<h4>Do not forget buffer time</h4>',
      '<strong>share a realistic timeline</strong>',
      '<em>thirty minutes</em>',
      '<blockquote><p>The best wedding photographs',
    ]) {
      expect(body).toContain(tag);
    }
    expect(body).toMatch(/<ol><li>Haldi at 10 am/);
    expect(body).toMatch(/<li>Baraat and varmala<ol><li>Keep 20 minutes/); // nested list
    expect(body).toContain('<a href="/packages">wedding packages</a>'); // internal: plain
    const img = body.match(/<figure><img [^>]*>/)![0];
    expect(img).toContain('alt="Couple portraits at golden hour on a palace terrace"');
    expect(img).toMatch(/src="\/demo-img\/weddingd1a2e3-1600x1067\.svg\?w=800&amp;fit=max"/);
    expect(img).toContain('width="800"');
    expect(img).toContain('height="534"');
    expect(img).toContain('loading="lazy"');
    expect(body).not.toContain('style=');
    // Author box: name, image, Portable Text bio.
    const author = between(main, 'class="author-box"', '</aside>');
    expect(author).toContain('Rohit Khanna');
    expect(author).toMatch(/<img[^>]*portrait84a490/);
    expect(author).toContain('<strong>wedding team</strong>');
    expect(main).toContain('data-island="ShareButton"');
    expect(text(main)).toContain('Back to top');
  });

  it('renders bullet lists, external links with rel, string bios and authors without a bio', async () => {
    const rajasthan = mainOf((await get(server, '/blogs/best-pre-wedding-locations-in-rajasthan')).html);
    expect(between(rajasthan, 'post__body', '</div>')).toMatch(/<ul><li>/);
    expect(rajasthan).toMatch(/<a href="https:\/\/asi\.nic\.in\/?" target="_blank" rel="noopener noreferrer">/);
    const ananya = mainOf((await get(server, '/blogs/newborn-photography-safety-guide')).html);
    expect(between(ananya, 'class="author-box"', '</aside>')).toMatch(
      /<p>Portrait photographer and our head of education\./,
    );
    const sara = mainOf((await get(server, '/blogs/behind-the-scenes-ladakh-road-journal')).html);
    expect(text(between(sara, 'class="author-box"', '</aside>'))).toBe('Sara Thomas');
  });

  it('gives a post article metadata and BlogPosting JSON-LD', async () => {
    const { html } = await get(server, '/blogs/how-to-plan-your-wedding-photography-timeline', asBot);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'article:published_time')).toBe('2026-06-02T07:30:00Z');
    expect(meta(html, 'article:author')).toBe('Rohit Khanna');
    expect(meta(html, 'og:url')).toBe('https://photos.example.in/blogs/how-to-plan-your-wedding-photography-timeline');
    expect(meta(html, 'og:image')).toMatch(
      /^https:\/\/photos\.example\.in\/demo-img\/weddingceb8b5-1600x1067\.svg\?w=1200&h=630/,
    );
    expect(title(html)).toBe('How to Plan Your Wedding Photography Timeline | ShutterStory');
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'How to Plan Your Wedding Photography Timeline',
      datePublished: '2026-06-02T07:30:00Z',
      author: { '@type': 'Person', name: 'Rohit Khanna' },
      mainEntityOfPage: { '@id': 'https://photos.example.in/blogs/how-to-plan-your-wedding-photography-timeline' },
    });
  });

  it("answers 'Post not found' with HTTP 404 for unknown and draft slugs", async () => {
    for (const slug of ['no-such-post', 'draft-should-never-show']) {
      const { status, html } = await get(server, `/blogs/${slug}`);
      expect(status).toBe(404);
      expect(text(mainOf(html))).toContain('Post not found');
      expect(meta(html, 'robots')).toContain('noindex');
    }
  });

  it('/faqs lists FAQs by order with category links (missing = general) and FAQPage JSON-LD', async () => {
    const faqs = published('faq').sort((a, b) => a.order - b.order);
    const { html } = await get(server, '/faqs', asBot);
    const t = text(html);
    const positions = faqs.map((f) => t.indexOf(f.question));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const chips = links(between(html, 'aria-label="FAQ categories"', '</nav>'));
    expect(chips).toEqual([
      '/faqs',
      '/faqs?category=booking',
      '/faqs?category=pricing',
      '/faqs?category=delivery',
      '/faqs?category=general',
    ]);
    expect(text(between(html, 'aria-label="FAQ categories"', '</nav>'))).toBe('all booking pricing delivery general');
    // Independent native <details> (no exclusive name group).
    const details = html.match(/<details class="accordion__item"[^>]*>/g) ?? [];
    expect(details.length).toBe(faqs.length);
    for (const d of details) expect(d).not.toMatch(/\bname=/);
    const ld = jsonLd(html).find((d) => d['@type'] === 'FAQPage');
    expect(ld.mainEntity).toHaveLength(faqs.length);
    expect(ld.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: faqs[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer },
    });
  });

  it('filters by ?category= without JavaScript and says when a category is empty', async () => {
    const general = text((await get(server, '/faqs?category=general', asBot)).html);
    const expected = published('faq').filter((f) => (f.category ?? 'general') === 'general');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const f of published('faq')) {
      if (expected.includes(f)) expect(general).toContain(f.question);
      else expect(general).not.toContain(f.question);
    }
    expect(general).toContain('Is it safe to photograph my newborn?'); // no category → general
    const none = text((await get(server, '/faqs?category=weddings', asBot)).html);
    expect(none).toContain('No FAQs found for this category.');
  });

  it('/faqs has the support block and stat tiles', async () => {
    const { html } = await get(server, '/faqs');
    const t = text(html);
    for (const s of [
      'Email Support',
      'Live Chat',
      '24/7',
      'Customer Support',
      '1000+',
      'Happy Customers',
      '50+',
      'Cities Covered',
    ])
      expect(t).toContain(s);
    expect(html).toMatch(/<a [^>]*href="mailto:hello@example\.com"[^>]*>.*?Email Support/);
    expect(html).toMatch(/<a [^>]*href="\/go\/whatsapp\?from=\/faqs"[^>]*>.*?Live Chat/);
  });

  it('/about renders hero (accent highlight), what-is, why-choose, how-started items, stats and certificates', async () => {
    const { status, html } = await get(server, '/about', asBot);
    expect(status).toBe(200);
    const about = published('about')[0]!;
    expect(html).toMatch(
      /<h1[^>]*>We Tell Your Story Through(<!-- -->)? <span class="accent">Timeless Photographs<\/span><\/h1>/,
    );
    expect(html).toMatch(/<img[^>]*src="\/demo-img\/wedding2eaaf0-1600x1067\.svg\?w=800&amp;h=600&amp;fit=crop"/);
    const t = text(html);
    for (const s of [about.heroSection.description, about.whatIs.title, about.whyChoose.title, about.howStarted.title])
      expect(t).toContain(s);
    const items = between(html, 'aria-labelledby="about-how-started"', '</section>');
    expect(items.match(/class="headed-items__title"/g)).toHaveLength(4);
    expect(text(items)).toContain('2020 — One camera, one city');
    expect(text(items)).not.toContain('- 2020');
    for (const s of about.stats) expect(t).toContain(`${s.value} ${s.label}`);
    for (const c of published('certificate')) expect(t).toContain(c.title);
    expect(t).toContain('Safe posing');
  });

  it('/contact shows the configured phone and e-mail, the hours, and the callback form prefilled from the query', async () => {
    const { html } = await get(server, '/contact?service=Wedding%20-%20Gold&city=Udaipur');
    expect(links(html)).toEqual(expect.arrayContaining(['tel:+919876543210', 'mailto:hello@example.com']));
    expect(text(mainOf(html))).toContain('available Monday to Saturday, 10am - 7pm');
    // The callback form receives the 'Book now' prefill (service, city) from the query.
    expect(html).toContain('Wedding - Gold');
    expect(html).toContain('Udaipur');
    expect(html).toContain('id="callback"');
    expect(title(html)).toBe('Contact Us | ShutterStory'); // built-in default: no contact seo record
  });

  it('legal pages show Last updated as a long date and link to the other two', async () => {
    const pages = [
      ['/terms-and-conditions', 'January 15, 2026', 'Bookings and Payments'],
      ['/privacy-policy', 'November 2, 2025', 'Information We Collect'],
      ['/cancellation-policy', 'September 20, 2025', 'Rescheduling'],
    ] as const;
    for (const [path, date, section] of pages) {
      const { status, html } = await get(server, path);
      expect(status).toBe(200);
      const main = mainOf(html);
      expect(text(main)).toContain(`Last updated: ${date}`);
      expect(main).toMatch(new RegExp(`<h2>${section}</h2>`));
      const others = pages.map(([p]) => p).filter((p) => p !== path);
      expect(links(main).filter((h) => others.includes(h as never))).toEqual(others);
      expect(links(main)).not.toContain(path);
    }
    const privacy = mainOf((await get(server, '/privacy-policy')).html);
    expect(links(privacy)).toEqual(expect.arrayContaining(['mailto:privacy@example.com', 'tel:+919876543210']));
    expect(privacy).toMatch(/<a href="https:\/\/www\.example\.com\/" target="_blank" rel="noopener noreferrer">/);
  });

  it('the cancellation page uses the terms seo record, with its own canonical URL', async () => {
    const cancellation = (await get(server, '/cancellation-policy')).html;
    const terms = (await get(server, '/terms-and-conditions')).html;
    expect(title(cancellation)).toBe('Terms and Conditions | ShutterStory');
    expect(meta(cancellation, 'description')).toBe('The terms that apply to every booking.');
    expect(meta(cancellation, 'description')).toBe(meta(terms, 'description'));
    expect(meta(cancellation, 'og:url')).toBe('https://photos.example.in/cancellation-policy');
    expect(title((await get(server, '/privacy-policy')).html)).toBe('Privacy Policy | ShutterStory');
  });
});

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
    const body = JSON.stringify({ _id: 'any', _type: 'post' });
    const signature = await encodeSignatureHeader(body, Date.now(), 'test-secret');
    const res = await server.fetch('/api/revalidate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    });
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
