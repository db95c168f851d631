import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { about, cardTitles, expectedExcerpt, hero, images, plainText, section, SECTIONS } from '../helpers/home-page';
import { jsonLd, links, meta, text, title, streamed } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

const DATASET = loadNdjson();
const doc = (id: string) => DATASET.find((d) => d._id === id)! as { _id: string; _type: string; [k: string]: any };
const img = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } });
const base = (id: string, type: string, createdAt: string) => ({
  _id: id,
  _type: type,
  _createdAt: createdAt,
  _updatedAt: createdAt,
});

/** What the home sections show with the demo dataset (docs/product.md#home, rules applied by hand). */
const DEMO = {
  photographers: ['Aarav Mehta', 'Ananya Iyer', 'Kavya Hegde', 'Meera Nair'], // featured, by name, first 4
  portfolio: [
    // newest first; 'Untitled archive import' (only an invalid image) is dropped; first 6
    ['Riya & Karan — A Jaipur Palace Wedding', '/portfolio/riya-karan-jaipur-palace-wedding', 'wedding0c366f'],
    ['Uttarayan — Kite Festival, Ahmedabad', '/portfolio/gallery', 'event9589fc'], // no slug → gallery
    ['Nandini & Sameer — Lake Pichola at Dusk', '/portfolio/nandini-sameer-lake-pichola', 'prewedding050eac'],
    ['Gurpreet & Aman — An Anand Karaj in Amritsar', '/portfolio/gurpreet-aman-amritsar', 'weddingf05813'],
    ['Little Aarna — A Newborn Session', '/portfolio/little-aarna-newborn', 'baby6379b2'],
    ['Ladakh Road Journal', '/portfolio/ladakh-road-journal', 'travelb17343'],
  ],
  services: [
    ['Corporate Headshots', '/services/corporate-headshots'],
    ['Event Coverage', '/services/event-coverage'],
    ['Maternity Photoshoot', '/services/maternity-photoshoot'],
    ['Newborn & Baby Photography', '/services/newborn-baby-photography'],
  ],
  testimonials: [
    'Riya & Karan Malhotra',
    'Shruti Venkatesh',
    'Aman Khurana',
    'Nandini & Sameer Joshi',
    'Dr. Farah Siddiqui',
    'Pallavi Sharma',
    'Col. Rajiv Menon (Retd.)',
  ],
  certificates: [
    'Newborn Photography Safety Certification',
    'DGCA Remote Pilot Certificate',
    'MSME Udyam Registered Enterprise',
    'Professional Photographers’ Guild Membership',
  ],
  posts: [
    'post-how-to-plan-your-wedding-photography-timeline',
    'post-best-pre-wedding-locations-in-rajasthan',
    'post-newborn-photography-safety-guide',
    'post-candid-vs-traditional-wedding-photography',
    'post-corporate-headshots-that-dont-look-corporate',
    'post-family-portrait-ideas-for-diwali',
  ],
};

/** Names in the testimonials block, in order. */
const reviewers = (html: string) =>
  [...section(html, SECTIONS.testimonials).matchAll(/class="testimonial__name">([^<]*)</g)].map((m) => text(m[1]!));
/** Card titles with their first link. */
const cards = (html: string) => cardTitles(html);

describe('home over the demo dataset', () => {
  const server = worker({ SITE_URL: 'https://photos.example.in' });
  let html = '';
  beforeAll(async () => {
    await server.listen();
    html = await (await server.fetch('/', asBot)).text();
  });
  afterAll(() => server.close());

  it('renders the sections in the documented order', () => {
    const t = text(html);
    const order = [
      'Capturing Moments',
      'Timeless Photographs',
      'Professional Photographers',
      'Our Portfolio',
      'Services',
      'Testimonials',
      'Certificates',
      'Featured Blogs',
      'Contact Us',
    ];
    const main = t.slice(t.indexOf('Capturing Moments'));
    const positions = order.map((s) => main.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('hero: every slide with its subtitle and Book now to /contact, backslash-n as line breaks, side dots', () => {
    const h = hero(html);
    expect(h).not.toBe('');
    expect(text(h)).toContain('Capturing Moments That Last Forever');
    expect(text(h)).toContain('Tiny Fingers, Big Memories');
    expect(h).not.toContain('\\n');
    expect(h).toMatch(/Capturing Moments<\/span><span><br\/>That Last Forever/);
    expect(text(h)).toContain('Pre-wedding shoots at palaces, beaches and hill stations');
    expect(links(h).filter((l) => l === '/contact')).toHaveLength(4);
    expect(text(h).match(/Book now/g)).toHaveLength(4);
    expect(h).toContain('dots dots--side');
    expect(h.match(/class="dot[ "]/g)).toHaveLength(4);
  });

  it('hero: the first image loads eagerly with its size and srcset and is preloaded; the others wait for the carousel', () => {
    const list = images(hero(html));
    expect(list).toHaveLength(1);
    const first = list[0]!;
    expect(first.src).toContain('wedding2eac83-1920x1080');
    expect(first.loading).toBe('eager');
    expect(first.fetchpriority).toBe('high');
    expect([first.width, first.height]).toEqual(['1920', '1080']);
    expect(first.srcset!.split(', ').length).toBeGreaterThanOrEqual(4);
    expect(first.sizes).toBeTruthy();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link rel="preload" as="image" href="([^"]*)"[^>]*imageSrcSet="([^"]*)"/);
    expect(preload?.[1]?.replace(/&amp;/g, '&')).toBe(first.src);
    expect(preload?.[2]?.replace(/&amp;/g, '&')).toBe(first.srcset);
  });

  it('about block from about.heroSection: title, highlighted text, description, image', () => {
    const a = about(html);
    expect(a).toContain('<span class="accent">Timeless Photographs</span>');
    expect(text(a)).toContain('We Tell Your Story Through Timeless Photographs');
    expect(text(a)).toContain('A pan-India photography brand founded in 2020');
    expect(images(a)[0]?.src).toContain('wedding2eaaf0');
    expect(images(a)[0]?.loading).toBe('lazy');
  });

  it("'Professional Photographers': featured only, first four by name, 'See Portfolio' to /photographer/{slug}, 'See all'", () => {
    const s = section(html, SECTIONS.photographers);
    expect(cards(s)).toEqual(DEMO.photographers);
    expect(text(s).match(/See Portfolio/g)).toHaveLength(4);
    expect(links(s)).toEqual([
      '/photographers',
      '/photographer/aarav-mehta',
      '/photographer/ananya-iyer',
      '/photographer/kavya-hegde',
      '/photographer/meera-nair',
    ]);
    expect(text(s)).toContain('See all');
    expect(text(html)).not.toContain('DRAFT');
    for (const i of images(s)) expect(i.loading).toBe('lazy');
  });

  it("'Our Portfolio': imageless items dropped, first 6, cover image, slug fallback to /portfolio/gallery, 'See all' to /portfolios", () => {
    const s = section(html, SECTIONS.portfolio);
    expect(cards(s)).toEqual(DEMO.portfolio.map((p) => p[0]));
    expect(links(s)).toEqual(['/portfolios', ...DEMO.portfolio.map((p) => p[1])]);
    expect(images(s).map((i) => i.src)).toEqual(DEMO.portfolio.map((p) => expect.stringContaining(p[2]!)));
    expect(text(s)).not.toContain('Untitled archive import');
  });

  it("'Services': featured, first four, 'Book Now' to /services/{slug}, 'See all' to /services", () => {
    const s = section(html, SECTIONS.services);
    expect(cards(s)).toEqual(DEMO.services.map((x) => x[0]));
    expect(links(s)).toEqual(['/services', ...DEMO.services.map((x) => x[1])]);
    expect(text(s).match(/Book Now/g)).toHaveLength(4);
  });

  it("'Testimonials': featured, each review in quotes with a star rating out of 5 and an image, three per page", () => {
    const s = section(html, SECTIONS.testimonials);
    expect(reviewers(html)).toEqual(DEMO.testimonials);
    expect(text(s)).not.toContain('Varun Gupta'); // not featured
    const review = doc('testimonial-1').review as string;
    expect(s).toContain(`<p>“<!-- -->${review.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<!-- -->”</p>`);
    expect(s).toContain('aria-label="Rated 4.5 out of 5"');
    expect(s.match(/aria-label="Rated [\d.]+ out of 5"/g)).toHaveLength(7);
    const avatars = images(s).filter((i) => i.class?.includes('testimonial__avatar'));
    expect(avatars).toHaveLength(7);
    expect([avatars[0]!.width, avatars[0]!.height]).toEqual(['200', '200']);
    expect(s.match(/class="grid-3 testimonials__page"/g)).toHaveLength(3);
    expect(s.match(/aria-label="Show testimonials page \d"/g)).toHaveLength(3);
  });

  it('certificates: every certificate in creation order with its points', () => {
    const s = section(html, SECTIONS.certificates);
    expect(cards(s)).toEqual(DEMO.certificates);
    expect(text(s)).toContain('Safe posing : Composite techniques instead of risky unsupported poses.');
  });

  it('featured blogs: up to 6, newest first, excerpt = the excerpt field else the body, 150 characters + ... only when longer', () => {
    const s = section(html, SECTIONS.blogs);
    const posts = DEMO.posts.map(doc);
    expect(cards(s)).toEqual(posts.map((p) => p.title));
    expect(links(s)).toEqual(['/blogs', ...posts.map((p) => `/blogs/${p.slug.current}`)]);
    const t = text(s);
    for (const p of posts) expect(t).toContain(expectedExcerpt(p.excerpt || plainText(p.body)));
    expect(t).toContain(`${(doc(DEMO.posts[0]!).excerpt as string).slice(0, 150)}...`); // 153 characters: cut
    expect(t).toContain(`${doc(DEMO.posts[4]!).excerpt} `); // 102 characters: whole, no '...'
    expect(t).not.toContain(`${doc(DEMO.posts[4]!).excerpt}...`);
    expect(t).toContain('June 2, 2026');
    expect(t).not.toContain('Varanasi at Dawn'); // 7th featured post
  });

  it('contact section: a video poster (no player until clicked) and the inline callback form', () => {
    const s = section(html, SECTIONS.contact);
    expect(s).toContain('data-island="InlineVideo"');
    expect(s).not.toContain('<iframe');
    expect(links(s)).toContain('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(s).toContain('id="callback"');
  });

  it('head: the home seo record, canonical /, and Organization, WebSite, LocalBusiness JSON-LD with the constants', () => {
    const seo = doc('seo-home');
    expect(title(html)).toBe(`${seo.title} | ShutterStory`);
    expect(meta(html, 'description')).toBe(seo.description);
    expect(meta(html, 'keywords')).toBe(seo.keywords);
    expect(html).toContain('<link rel="canonical" href="https://photos.example.in/"/>');
    const data = jsonLd(html);
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebSite', 'LocalBusiness']);
    const [org, site, biz] = data;
    expect(org).toMatchObject({
      name: 'ShutterStory',
      url: 'https://photos.example.in/',
      foundingDate: '2020',
      telephone: '+919876543210',
      email: 'hello@example.com',
    });
    expect(site).toMatchObject({ name: 'ShutterStory', url: 'https://photos.example.in/' });
    expect(biz).toMatchObject({
      name: 'ShutterStory',
      foundingDate: '2020',
      currenciesAccepted: 'INR',
      telephone: '+919876543210',
    });
    expect(biz.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });

  it('a browser gets the shell first and the same sections streamed in', async () => {
    const res = await server.fetch('/', asBrowser);
    expect(res.status).toBe(200);
    const t = text(await res.text());
    for (const name of [...DEMO.photographers, DEMO.services[0]![0], DEMO.testimonials[0]!, DEMO.certificates[0]!])
      expect(t).toContain(name);
  });

  it('/services/{slug}: image, title, category, description and Book Now to /contact', async () => {
    const res = await server.fetch('/services/wedding-photography', asBot);
    expect(res.status).toBe(200);
    const page = await res.text();
    const service = doc('service-wedding-photography');
    expect(page).toMatch(/<h1[^>]*>Wedding Photography<\/h1>/);
    expect(text(page)).toContain(service.description);
    expect(text(page)).toContain('Wedding');
    const book = page.match(/<a [^>]*href="(\/contact[^"]*)"[^>]*>Book Now<\/a>/);
    expect(book?.[1]?.replace(/&amp;/g, '&')).toBe('/contact?service=Wedding+Photography#callback');
    expect(images(page.slice(page.indexOf('<main'))).some((i) => i.src?.includes('wedding2eb788'))).toBe(true);
    expect(title(page)).toBe('Wedding Photography | ShutterStory');
    expect(page).toContain('<link rel="canonical" href="https://photos.example.in/services/wedding-photography"/>');
    expect(jsonLd(page)[0]).toMatchObject({ '@type': 'Service', name: 'Wedding Photography' });
    // a service that is not featured has its page too
    expect((await server.fetch('/services/family-portraits', asBot)).status).toBe(200);
  });

  it("/services/{unknown}: 404 'Service not found'", async () => {
    const res = await server.fetch('/services/no-such-service', asBrowser);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain('Service not found');
  });
});

describe('home over the Sanity stand-in', () => {
  let sanity: StandIn;
  let server: ReturnType<typeof worker>;
  beforeAll(async () => {
    sanity = await startSanityStandIn();
    server = worker(sanityVars(sanity.url));
    await server.listen();
  });
  beforeEach(async () => {
    sanity.reset();
    await server.reset();
  });
  afterAll(async () => {
    await server.close();
    await sanity.close();
  });

  it('applies every selection rule to what the content API returns', async () => {
    sanity.upsert(
      {
        ...base('heroCarousel', 'heroCarousel', '2024-01-01T00:00:00Z'),
        slides: [
          {
            _key: 'a',
            title: 'Line one\\nLine two',
            subtitle: 'Stand-in subtitle',
            image: img('image-travelb17343-1920x1080-svg'),
          },
          { _key: 'b', title: 'Second slide', image: img('image-baby6379b2-1920x1080-svg') },
        ],
      },
      {
        ...doc('about'),
        heroSection: { title: 'Stand-in about', highlightedText: 'highlighted', description: 'About text.' },
      },
      {
        ...base('photographer-aadya', 'photographer', '2027-01-01T00:00:00Z'),
        name: 'Aadya Bose',
        slug: { _type: 'slug', current: 'aadya-bose' },
        featured: true,
      },
      {
        ...base('photographer-aaban', 'photographer', '2027-01-01T00:00:00Z'),
        name: 'Aaban Ali',
        slug: { _type: 'slug', current: 'aaban-ali' },
        featured: false,
      },
      {
        ...base('portfolio-new-broken', 'portfolio', '2027-01-03T00:00:00Z'),
        title: 'Broken only',
        slug: { _type: 'slug', current: 'broken' },
        carouselImages: [img('image-nope')],
        photos: [],
      },
      {
        ...base('portfolio-new-photo', 'portfolio', '2027-01-02T00:00:00Z'),
        title: 'Photos only',
        slug: { _type: 'slug', current: 'photos-only' },
        photos: [img('image-corporate55abfb-1600x1600-svg')],
      },
      {
        ...base('portfolio-new-noslug', 'portfolio', '2027-01-01T00:00:00Z'),
        title: 'No slug',
        carouselImages: [img('image-travelb171b0-1920x1080-svg')],
        photos: [img('image-travelb177fc-1600x1600-svg')],
      },
      {
        ...base('service-aerial', 'service', '2027-01-01T00:00:00Z'),
        title: 'Aerial Photography',
        slug: { _type: 'slug', current: 'aerial-photography' },
        featured: true,
        image: img('image-landscapef75941-1600x1067-svg'),
      },
      {
        ...base('testimonial-new', 'testimonial', '2027-01-01T00:00:00Z'),
        name: 'Newest Reviewer',
        review: 'Stand-in review.',
        rating: 3.5,
        featured: true,
      },
      {
        ...base('testimonial-hidden', 'testimonial', '2027-01-01T00:00:00Z'),
        name: 'Not Featured',
        review: 'Hidden.',
        rating: 5,
        featured: false,
      },
      { ...base('certificate-new', 'certificate', '2027-01-01T00:00:00Z'), title: 'Stand-in Certificate', points: [] },
      {
        ...base('post-new', 'post', '2027-01-01T00:00:00Z'),
        title: 'Newest Post',
        slug: { _type: 'slug', current: 'newest-post' },
        publishedAt: '2027-01-01T00:00:00Z',
        featured: true,
        body: [
          {
            _type: 'block',
            _key: 'b1',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 's1', marks: [], text: 'Body text. '.repeat(20) }],
          },
        ],
      },
      {
        ...base('post-150', 'post', '2026-12-31T00:00:00Z'),
        title: 'Exactly 150',
        slug: { _type: 'slug', current: 'exactly-150' },
        publishedAt: '2026-12-31T00:00:00Z',
        featured: true,
        excerpt: 'x'.repeat(150),
      },
    );
    const html = await (await server.fetch('/', asBot)).text();

    const h = hero(html);
    expect(h).toMatch(/Line one<\/span><span><br\/>Line two/);
    expect(text(h)).toContain('Second slide');
    expect(h.match(/class="dot[ "]/g)).toHaveLength(2);
    expect(images(h)[0]?.src).toContain('cdn.sanity.io/images/standin1/production/travelb17343-1920x1080.svg');

    expect(text(about(html))).toContain('Stand-in about highlighted');

    expect(cards(section(html, SECTIONS.photographers))).toEqual([
      'Aadya Bose',
      'Aarav Mehta',
      'Ananya Iyer',
      'Kavya Hegde',
    ]);

    const portfolio = section(html, SECTIONS.portfolio);
    expect(cards(portfolio)).toEqual(['Photos only', 'No slug', ...DEMO.portfolio.slice(0, 4).map((p) => p[0])]);
    expect(links(portfolio).slice(1, 4)).toEqual([
      '/portfolio/photos-only',
      '/portfolio/gallery',
      DEMO.portfolio[0]![1],
    ]);
    expect(images(portfolio)[0]?.src).toContain('corporate55abfb'); // no carousel: first photo
    expect(images(portfolio)[1]?.src).toContain('travelb171b0'); // first carousel image before photos

    expect(cards(section(html, SECTIONS.services))).toEqual([
      'Aerial Photography',
      ...DEMO.services.slice(0, 3).map((x) => x[0]),
    ]);
    expect(links(section(html, SECTIONS.services))[1]).toBe('/services/aerial-photography');

    expect(reviewers(html)).toEqual([...DEMO.testimonials, 'Newest Reviewer']);
    expect(section(html, SECTIONS.testimonials)).toContain('aria-label="Rated 3.5 out of 5"');
    expect(section(html, SECTIONS.testimonials).match(/class="grid-3 testimonials__page"/g)).toHaveLength(3);

    expect(cards(section(html, SECTIONS.certificates))).toEqual([...DEMO.certificates, 'Stand-in Certificate']);

    const blogs = section(html, SECTIONS.blogs);
    expect(cards(blogs)).toEqual(['Newest Post', 'Exactly 150', ...DEMO.posts.slice(0, 4).map((id) => doc(id).title)]);
    expect(text(blogs)).toContain(`${'Body text. '.repeat(20).slice(0, 150)}...`);
    expect(text(blogs)).toContain(`${'x'.repeat(150)} `);
    expect(text(blogs)).not.toContain(`${'x'.repeat(150)}...`);
  });

  it("shows each section's empty text when its query returns nothing, and no hero without slides", async () => {
    const drop = (type: string) => sanity.remove(...DATASET.filter((d) => d._type === type).map((d) => d._id));
    for (const type of ['heroCarousel', 'photographer', 'portfolio', 'service', 'testimonial', 'certificate', 'post'])
      drop(type);
    sanity.upsert(
      { ...doc('about'), heroSection: null }, // about without its hero section
      // portfolios exist, but none has a usable image: all dropped
      {
        ...base('portfolio-x', 'portfolio', '2027-01-01T00:00:00Z'),
        title: 'No image',
        slug: { _type: 'slug', current: 'x' },
      },
      {
        ...base('portfolio-y', 'portfolio', '2027-01-01T00:00:00Z'),
        title: 'Broken image',
        photos: [img('image-broken')],
      },
      { ...base('photographer-z', 'photographer', '2027-01-01T00:00:00Z'), name: 'Not featured', featured: false },
    );
    const res = await server.fetch('/', asBot);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(hero(html)).toBe('');
    expect(html).not.toContain('aria-label="Highlights"');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="preload" as="image"');
    expect(text(about(html))).toContain('Hero section not found');
    expect(text(section(html, SECTIONS.photographers))).toContain('No featured photographers at the moment.');
    expect(text(section(html, SECTIONS.portfolio))).toContain('No featured portfolio items at the moment.');
    expect(text(section(html, SECTIONS.services))).toContain('No featured services available at the moment.');
    expect(text(section(html, SECTIONS.testimonials))).toContain('No testimonials available.');
    expect(text(section(html, SECTIONS.certificates))).toContain('No certificates found.');
    expect(text(section(html, SECTIONS.blogs))).toContain('No featured blogs yet.');
    for (const s of Object.values(SECTIONS)) expect(section(html, s)).not.toContain('state--error');
  });

  it('streams each block after its own loading text', async () => {
    // Every block but the hero waits until the test lets it answer: what arrives first is the shell.
    const release = sanity.holdWhen(/_type == "(photographer|portfolio|service|testimonial|certificate|post|about)"/);
    const body = streamed(await server.fetch('/', asBrowser));
    const first = await body.until('</footer>');
    for (const loading of ['Loading photographers...', 'Loading portfolio...', 'Loading testimonials...', 'Loading...'])
      expect(text(first)).toContain(loading);
    expect(first).toContain('Capturing Moments');
    expect(text(first)).not.toContain('Aarav Mehta');
    release();
    expect(text(await body.rest())).toContain('Aarav Mehta');
  });
});
