import { describe, expect, it } from 'vitest';
import { excerpt } from '../../shared/format';
import type { ImageResolver } from '../content/image';
import { portableTextHtml, portableTextPlain, resolvePortableImages, safeHref } from './portable-text';

const SITE = 'https://photos.example.in';

describe('safeHref', () => {
  it.each([
    ['/packages', { href: '/packages', external: false }],
    ['#faq', { href: '#faq', external: false }],
    ['https://photos.example.in/about?x=1', { href: '/about?x=1', external: false }],
    ['https://asi.nic.in', { href: 'https://asi.nic.in/', external: true }],
    ['//evil.example/x', { href: 'https://evil.example/x', external: true }],
    ['mailto:hi@example.org', { href: 'mailto:hi@example.org', external: false }],
    ['tel:+919876543210', { href: 'tel:+919876543210', external: false }],
  ])('%s is allowed', (href, expected) => expect(safeHref(href, SITE)).toEqual(expected));

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    null,
    42,
  ])('%j is dropped', (href) => expect(safeHref(href, SITE)).toBeNull());
});

describe('portableTextHtml', () => {
  const image: ImageResolver = (img, size) =>
    img?.ref === 'image-abc-1600x1000-jpg'
      ? {
          src: `/i.jpg?w=${size.w}`,
          srcSet: `/i.jpg?w=${size.w} ${size.w}w`,
          width: size.w,
          height: 500,
          alt: img.alt ?? '',
        }
      : null;
  const span = (text: string, marks: string[] = []) => ({ _type: 'span', text, marks });

  it('escapes span text and attributes and renders every block kind', () => {
    const body = resolvePortableImages(
      [
        {
          _type: 'block',
          style: 'normal',
          markDefs: [{ _key: 'a', _type: 'link', href: 'javascript:alert(1)' }],
          children: [span('<script>alert(1)</script>'), span('x', ['a']), span('b', ['strong']), span('i', ['em'])],
        },
        { _type: 'block', style: 'h3', markDefs: [], children: [span('H3')] },
        { _type: 'block', style: 'blockquote', markDefs: [], children: [span('Q')] },
        { _type: 'block', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [span('one')] },
        { _type: 'block', style: 'normal', listItem: 'number', level: 1, markDefs: [], children: [span('two')] },
        { _type: 'image', alt: '"quoted"', ref: 'image-abc-1600x1000-jpg' },
        { _type: 'image', ref: 'broken' },
      ],
      image,
    );
    expect(portableTextHtml(body, SITE)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;x<strong>b</strong><em>i</em></p>' +
        '<h3>H3</h3><blockquote><p>Q</p></blockquote>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<figure><img src="/i.jpg?w=800" srcset="/i.jpg?w=800 800w" sizes="(min-width: 50em) ' +
        '46rem, 100vw" width="800" height="500" alt="&quot;quoted&quot;" loading="lazy" ' +
        'decoding="async" class="img--ph"/></figure>',
    );
    expect(portableTextPlain(body)).toBe('<script>alert(1)</script>xbi\n\nH3\n\nQ\n\none\n\ntwo');
  });

  it('renders nothing for missing or malformed bodies', () => {
    expect(portableTextHtml(null, SITE)).toBe('');
    expect(portableTextHtml(resolvePortableImages([null, 3, { nope: 1 }] as never, image), SITE)).toBe('');
  });
});

describe('excerpt', () => {
  it('cuts at 150 characters and adds ..., always for the blog list', () => {
    const long = 'a'.repeat(200);
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt('Short one.')).toBe('Short one.');
    expect(excerpt('Short one.', 150, true)).toBe('Short one...');
    expect(excerpt('  ', 150, true)).toBe('');
  });
});
