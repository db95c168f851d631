import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { translate } from '../../i18n/catalogues';
import { I18nProvider } from '../../i18n/context';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  AccordionItem,
  Badge,
  Button,
  CarouselDots,
  Chip,
  Field,
  FilterBar,
  GalleryGrid,
  Img,
  Modal,
  Pager,
  PhotographerCard,
  SectionHeader,
  Stars,
  Toast,
  gallerySize,
  pagerWindow,
} from './index';
import { Styleguide } from './styleguide/Styleguide';

const html = (el: ReactElement) =>
  renderToStaticMarkup(
    <I18nProvider locale="en" t={translate('en')}>
      {el}
    </I18nProvider>,
  );
const img = { src: '/demo-img/landscape1a2b3c-1600x1067.svg?w=800&h=533', width: 1600, height: 1067, alt: 'A lake' };

describe('pagerWindow', () => {
  it('starts at 1 on the first pages', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres on the current page in the middle', () => {
    expect(pagerWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });
  it('ends at the last page', () => {
    expect(pagerWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pagerWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pagerWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page when there are fewer than max', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });
  it('clamps out-of-range pages and honours max', () => {
    expect(pagerWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pagerWindow(5, 10, 4)).toEqual([3, 4, 5, 6]);
    expect(pagerWindow(5, 10, 5)).toHaveLength(5);
  });
});

describe('Pager', () => {
  const hrefFor = (p: number) => `/photographers?page=${p}`;
  const linkCount = (s: string) => (s.match(/<a /g) ?? []).length;

  it('disables Previous on the first page and marks page 1 current', () => {
    const out = html(<Pager page={1} totalPages={8} hrefFor={hrefFor} />);
    expect(out).toMatch(/<span class="[^"]*pager__link--disabled[^"]*" aria-disabled="true">.*Previous/);
    expect(out).not.toContain('rel="prev"');
    expect(out).toContain('href="/photographers?page=2" rel="next"');
    expect(out).toMatch(/href="\/photographers\?page=1" aria-current="page"/);
    expect((out.match(/aria-current/g) ?? []).length).toBe(1);
    expect(linkCount(out)).toBe(6); // 5 pages + Next
  });

  it('disables Next on the last page', () => {
    const out = html(<Pager page={8} totalPages={8} hrefFor={hrefFor} />);
    expect(out).toMatch(/aria-disabled="true">.*Next/);
    expect(out).not.toContain('rel="next"');
    expect(out).toContain('href="/photographers?page=7" rel="prev"');
    expect(out).toMatch(/href="\/photographers\?page=8" aria-current="page"/);
    expect(out).toContain('>4</a>');
    expect(out).not.toContain('>3</a>');
  });

  it('links both ways in the middle and shows at most 5 numbers', () => {
    const out = html(<Pager page={5} totalPages={20} hrefFor={hrefFor} />);
    expect(out).not.toContain('aria-disabled');
    expect(linkCount(out)).toBe(7);
    expect(out).toMatch(/page=5" aria-current="page"/);
  });

  it('renders nothing for a single page', () => {
    expect(html(<Pager page={1} totalPages={1} hrefFor={hrefFor} />)).toBe('');
  });
});

describe('Button', () => {
  it('renders <a> when href is given', () => {
    const out = html(<Button href="/contact">Book now</Button>);
    expect(out).toBe('<a href="/contact" class="btn">Book now</a>');
  });
  it('renders <button type="button"> otherwise, with variant and size classes', () => {
    const out = html(
      <Button variant="secondary" size="sm" block>
        Retry
      </Button>,
    );
    expect(out).toBe('<button type="button" class="btn btn--secondary btn--sm btn--block">Retry</button>');
    expect(html(<Button type="submit">Go</Button>)).toContain('type="submit"');
  });
});

describe('Img', () => {
  it('always has width/height and is lazy by default', () => {
    const out = html(<Img {...img} />);
    expect(out).toContain('width="1600"');
    expect(out).toContain('height="1067"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).not.toMatch(/fetchpriority/i);
    expect(out).toContain('class="img--ph"');
  });
  it('eager sets loading=eager and fetchpriority=high', () => {
    const out = html(<Img {...img} eager ratio="4x3" focal="top" />);
    expect(out).toContain('loading="eager"');
    // React writes fetchPriority; HTML attributes are case-insensitive.
    expect(out).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(out).toContain('ratio-4x3');
    expect(out).toContain('pos-top');
  });
  it('keeps a non-zero intrinsic size even for bad input', () => {
    const out = html(<Img {...img} width={Number.NaN} height={0} />);
    expect(out).toContain('width="1"');
    expect(out).toContain('height="1"');
  });
});

describe('GalleryGrid', () => {
  it('maps unknown sizes to medium', () => {
    expect(gallerySize('large')).toBe('large');
    expect(gallerySize('small')).toBe('small');
    expect(gallerySize('medium')).toBe('medium');
    expect(gallerySize('huge')).toBe('medium');
    expect(gallerySize(undefined)).toBe('medium');
    expect(gallerySize(null)).toBe('medium');
    const out = html(
      <GalleryGrid
        items={[
          { image: img, size: 'large' },
          { image: img, size: 'banana' },
          { image: img },
          { image: img, size: 'small' },
        ]}
      />,
    );
    const sizes = [...out.matchAll(/gallery__item--(\w+)/g)].map((m) => m[1]);
    expect(sizes).toEqual(['large', 'medium', 'medium', 'small']);
  });
  it('renders tiles as buttons when interactive', () => {
    const out = html(<GalleryGrid interactive items={[{ image: img }, { image: img }]} />);
    expect(out).toContain('data-index="1"');
    expect(out).toContain('aria-label="View photo 2 of 2: A lake"');
  });
});

describe('accessibility details', () => {
  it('Stars has the label Rated N out of 5', () => {
    expect(html(<Stars rating={4} />)).toContain('aria-label="Rated 4 out of 5"');
    expect(html(<Stars rating={9} />)).toContain('aria-label="Rated 5 out of 5"');
    expect(html(<Stars rating={3.5} />)).toContain('star--half');
  });
  it('Field wires aria-invalid and aria-describedby to the error', () => {
    const out = html(<Field name="email" id="email" label="Email" error="Please enter a valid email address" />);
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="email-error"');
    expect(out).toContain('id="email-error"');
    expect(out).toContain('field--invalid');
    const ok = html(<Field name="email" id="email" label="Email" />);
    expect(ok).not.toContain('aria-invalid');
    expect(ok).toContain('for="email"');
  });
  it('Modal renders only when open, as a labelled dialog', () => {
    expect(html(<Modal open={false} title="Hi" />)).toBe('');
    const out = html(
      <Modal open title="Request a callback">
        x
      </Modal>,
    );
    expect(out).toContain('role="dialog"');
    expect(out).toContain('aria-modal="true"');
    expect(out).toContain('aria-label="Close"');
  });
  it('Toast kinds map to colours and roles', () => {
    expect(html(<Toast kind="success" message="Form submitted successfully!" />)).toMatch(
      /toast--success" role="status"/,
    );
    expect(html(<Toast kind="error" message="Failed to submit form. Please try again." />)).toMatch(
      /toast--error" role="alert"/,
    );
  });
  it('Chip, FilterBar, dots and SectionHeader expose state', () => {
    expect(
      html(
        <Chip href="?category=all" active>
          all
        </Chip>,
      ),
    ).toContain('aria-current="true"');
    expect(html(<FilterBar items={[{ label: 'all', href: '?category=all', active: true }]} />)).toContain(
      'chip--active',
    );
    const dots = html(<CarouselDots count={3} active={1} side />);
    expect(dots).toContain('dots--side');
    expect((dots.match(/dot--active/g) ?? []).length).toBe(1);
    expect(html(<CarouselDots count={1} active={0} />)).toBe('');
    expect(html(<SectionHeader title="Services" seeAllHref="/services" />)).toContain('>See all</a>');
  });
  it('Accordion uses native details with name and open', () => {
    const out = html(
      <Accordion>
        <AccordionItem name="pk" open title="Wedding">
          x
        </AccordionItem>
      </Accordion>,
    );
    expect(out).toContain('<details class="accordion__item" name="pk" open="">');
  });
  it('PhotographerCard defaults the title and formats specialty and count', () => {
    const out = html(
      <PhotographerCard
        name="Aarav"
        href="/photographer/aarav"
        specialty="wedding"
        photoCount={3}
        bookHref="/contact"
        featured
      />,
    );
    expect(out).toContain('Professional Photographer');
    expect(out).toContain('Wedding Photography');
    expect(out).toContain('View Portfolio (3)');
    expect(out).toContain('Book Now');
    expect(out).toContain('>Featured<');
  });
});

describe('no inline styles (CSP style-src self)', () => {
  it('the whole styleguide renders without a style attribute', () => {
    const out = html(<Styleguide />);
    expect(out.length).toBeGreaterThan(10000);
    expect(out).not.toContain(' style=');
  });
  it('individual components render without a style attribute', () => {
    const outs = [
      html(<Badge kind="featured">Featured</Badge>),
      html(<Img {...img} eager />),
      html(<Stars rating={2.5} />),
      html(<Pager page={2} totalPages={3} hrefFor={(p) => `?p=${p}`} />),
    ];
    for (const o of outs) expect(o).not.toContain(' style=');
  });
});
