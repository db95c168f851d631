import { describe, expect, it } from 'vitest';
import type { ImageResolver } from '../content/image';
import { portableTextHtml } from './portable-text';

// Like the real resolver: only a well-formed asset reference resolves.
const image: ImageResolver = (img, { w }) =>
  img?.ref && /^image-\w+-\d+x\d+-\w+$/.test(img.ref) ? { src: `/img/${img.ref}?w=${w}`, srcSet: `/img/${img.ref}?w=${w} ${w}w`, width: w, height: Math.round(w * 0.75), alt: img.alt ?? '' } : null;

const block = (text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }], ...extra,
});
const linked = (href: string) => ({
  _type: 'block', _key: 'l', style: 'normal', markDefs: [{ _key: 'm', _type: 'link', href }],
  children: [{ _type: 'span', _key: 's', text: 'here', marks: ['m'] }],
});

describe('portableTextHtml', () => {
  it('renders headings, lists and marks, with span text escaped', () => {
    const html = portableTextHtml([
      block('Title', { style: 'h2' }),
      block('<script>alert(1)</script> & more'),
      block('one', { listItem: 'bullet', level: 1 }),
      { ...block('bold'), children: [{ _type: 'span', _key: 's', text: 'bold', marks: ['strong'] }] },
    ], image);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
    expect(html).toContain('<ul><li>one</li></ul>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script>');
  });

  it('keeps safe links only, marks external ones, and never writes inline styles', () => {
    expect(portableTextHtml([linked('/packages')], image)).toContain('<a href="/packages">here</a>');
    expect(portableTextHtml([linked('https://example.com/a?b=1&c="2"')], image)).toContain('<a href="https://example.com/a?b=1&amp;c=&quot;2&quot;" rel="noopener noreferrer">here</a>');
    expect(portableTextHtml([linked('mailto:a@b.in')], image)).toContain('<a href="mailto:a@b.in">here</a>');
    expect(portableTextHtml([linked('javascript:alert(1)')], image)).toBe('<p>here</p>');
    const underline = portableTextHtml([{ ...block('u'), children: [{ _type: 'span', _key: 's', text: 'u', marks: ['underline'] }] }], image);
    expect(underline).toBe('<p><u>u</u></p>');
    expect(portableTextHtml([{ _type: 'mystery', _key: 'x' }, block('after')], image)).toBe('<p>after</p>');
  });

  it('resolves image blocks through the image builder, demotes h1, survives malformed input', () => {
    const html = portableTextHtml([{ _type: 'image', _key: 'i', ref: 'image-abc-800x600-jpg', alt: 'A "quoted" <alt>', caption: 'Cap <b>' }], image);
    expect(html).toContain('<figure><img class="img--ph" src="/img/image-abc-800x600-jpg?w=1200"');
    expect(html).toContain('alt="A &quot;quoted&quot; &lt;alt&gt;"');
    expect(html).toContain('<figcaption>Cap &lt;b&gt;</figcaption>');
    expect(portableTextHtml([{ _type: 'image', _key: 'i', asset: { _ref: 'image-raw-10x10-png' } }], image)).toContain('src="/img/image-raw-10x10-png?w=1200"');
    expect(portableTextHtml([{ _type: 'image', _key: 'i', asset: { _ref: 'bad' } }], image)).toBe('');
    expect(portableTextHtml([block('Top', { style: 'h1' })], image)).toBe('<h2>Top</h2>');
    expect(portableTextHtml(null, image)).toBe('');
    expect(portableTextHtml([null, 'text', { _type: 'block' }, block('kept')] as never, image)).toBe('<p></p><p>kept</p>');
    expect(portableTextHtml([{ ...block('x'), children: [{ _type: 'span', text: 7, marks: 'strong' }] }, block('kept')] as never, image)).toBe('<p></p><p>kept</p>');
  });
});
