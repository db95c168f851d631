import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title } from '../helpers/html';
import {
  published,
  POSTS,
  ptText,
  squash,
  between,
  postList,
  listSlugs,
  mainOf,
  get,
} from '../helpers/editorial-pages';

/** Blog, FAQs, about, contact and legal pages, over the demo dataset (over a Sanity API: editorial-pages-over-sanity.test.ts). */

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
