/**
 * Portable Text → HTML with @portabletext/to-html. Span text is escaped by to-html; every
 * attribute written here is escaped too, link hrefs are checked against a protocol allow-list
 * (anything else, e.g. `javascript:`, renders the link text only), and images arrive already
 * resolved on the server (`resolvePortableImages`), so the output never carries a CMS object.
 * The returned string is what `<Prose html>` inserts: escaped output, never raw CMS markup.
 */
import { toHTML, type PortableTextComponents } from '@portabletext/to-html';
import type { ImageResolver, ResolvedImage } from '../content/image';
import type { ImageRef, PortableText } from '../content/types';
import { DEFAULT_LOCALE, localeOfPath, localePath, type Locale } from '../../shared/i18n/locales';

/** Width of images inside an article body (the reading column is about 46rem). */
export const BODY_IMAGE_WIDTH = 800;
const BODY_IMAGE_SIZES = '(min-width: 50em) 46rem, 100vw';

/** An image block after server-side resolution: only plain, ready-to-render data. */
type ResolvedImageBlock = {
  _type: 'image';
  _key?: string;
  image: ResolvedImage | null;
  caption?: string;
  [k: string]: unknown;
};

/** Escapes a value for an HTML attribute (to-html's escapeHTML also rewrites spaces, not wanted here). */
export function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PROBE = 'https://internal.invalid';

/**
 * A link target that is safe to render, or null. Relative and same-site links are internal;
 * absolute http(s) links elsewhere are external. Control characters and whitespace that browsers
 * ignore inside a scheme (`java\tscript:`) are stripped before the check.
 */
export function safeHref(href: unknown, siteUrl: string): { href: string; external: boolean } | null {
  if (typeof href !== 'string') return null;
  const raw = href.trim();
  if (!raw) return null;
  const probe = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  let url: URL;
  try {
    url = new URL(probe, PROBE);
  } catch {
    return null;
  }
  if (!ALLOWED.has(url.protocol)) return null;
  if (/^[#?]/.test(probe)) return { href: probe, external: false };
  if (url.origin === PROBE) return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: url.href, external: false };
  let site: string | null;
  try {
    site = new URL(siteUrl).origin;
  } catch {
    site = null;
  }
  if (site && url.origin === site) return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  return { href: url.href, external: true };
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** A block whose markDefs/children are malformed keeps what it can, so one bad block costs no others. */
function repair(b: PortableText[number]): PortableText[number] {
  if (b._type !== 'block') return b;
  return {
    ...b,
    markDefs: Array.isArray(b.markDefs) ? b.markDefs.filter(isObject) : [],
    children: (Array.isArray(b.children) ? b.children.filter(isObject) : []).map((child) =>
      child._type === 'span'
        ? {
            ...child,
            text: typeof child.text === 'string' ? child.text : '',
            marks: Array.isArray(child.marks) ? child.marks.filter((m) => typeof m === 'string') : [],
          }
        : child,
    ),
  };
}

/** Resolves every image block of a body through the image builder (docs/product.md#image-sizes), before rendering. */
export function resolvePortableImages(blocks: PortableText | null | undefined, image: ImageResolver): PortableText {
  if (!Array.isArray(blocks)) return [];
  return blocks
    .filter((b): b is PortableText[number] => isObject(b) && typeof b._type === 'string')
    .map((b) => {
      if (b._type !== 'image') return repair(b);
      const raw = b as unknown as ImageRef & { caption?: unknown; asset?: { _ref?: string } | null };
      const ref = { ...raw, ref: raw.ref ?? raw.asset?._ref };
      const resolved: ResolvedImageBlock = {
        _type: 'image',
        ...(typeof b._key === 'string' ? { _key: b._key } : {}),
        image: image(ref, { w: BODY_IMAGE_WIDTH }),
        ...(typeof ref.caption === 'string' && ref.caption.trim() ? { caption: ref.caption.trim() } : {}),
      };
      return resolved;
    });
}

function imageHtml(block: ResolvedImageBlock): string {
  const img = block.image;
  if (!img) return '';
  const caption = block.caption ? `<figcaption>${attr(block.caption)}</figcaption>` : '';
  return (
    `<figure><img src="${attr(img.src)}" srcset="${attr(img.srcSet)}" sizes="${BODY_IMAGE_SIZES}" ` +
    `width="${img.width}" height="${img.height}" alt="${attr(img.alt)}" loading="lazy" ` +
    `decoding="async" class="img--ph"/>` +
    `${caption}</figure>`
  );
}

function components(siteUrl: string): PortableTextComponents {
  const p = ({ children }: { children?: string }) => `<p>${children ?? ''}</p>`;
  const h =
    (level: 2 | 3 | 4) =>
    ({ children }: { children?: string }) =>
      `<h${level}>${children ?? ''}</h${level}>`;
  return {
    types: {
      image: ({ value, isInline }) => (isInline ? '' : imageHtml(value as ResolvedImageBlock)),
    },
    block: {
      normal: p,
      // The page title is the only h1: body headings start at h2.
      h1: h(2),
      h2: h(2),
      h3: h(3),
      h4: h(4),
      h5: h(4),
      h6: h(4),
      blockquote: ({ children }) => `<blockquote><p>${children ?? ''}</p></blockquote>`,
    },
    list: {
      bullet: ({ children }) => `<ul>${children ?? ''}</ul>`,
      number: ({ children }) => `<ol>${children ?? ''}</ol>`,
    },
    listItem: ({ children }) => `<li>${children ?? ''}</li>`,
    marks: {
      strong: ({ children }) => `<strong>${children}</strong>`,
      em: ({ children }) => `<em>${children}</em>`,
      code: ({ children }) => `<code>${children}</code>`,
      underline: ({ children }) => `<u>${children}</u>`,
      'strike-through': ({ children }) => `<del>${children}</del>`,
      link: ({ children, value }) => {
        const target = safeHref((value as { href?: unknown } | undefined)?.href, siteUrl);
        if (!target) return children;
        return target.external
          ? `<a href="${attr(target.href)}" target="_blank" rel="noopener noreferrer">${children}</a>`
          : `<a href="${attr(target.href)}">${children}</a>`;
      },
    },
    // Unknown content renders as its text (or nothing), never with inline styles or warnings.
    unknownType: () => '',
    unknownMark: ({ children }) => children,
    unknownBlockStyle: p,
    unknownList: ({ children }) => `<ul>${children ?? ''}</ul>`,
    unknownListItem: ({ children }) => `<li>${children ?? ''}</li>`,
  };
}

/** Renders a (server-resolved) Portable Text array to escaped HTML. */
export function portableTextHtml(blocks: PortableText | null | undefined, siteUrl: string): string {
  if (!Array.isArray(blocks) || blocks.length === 0) return '';
  try {
    return toHTML(blocks as Parameters<typeof toHTML>[0], {
      components: components(siteUrl),
      onMissingComponent: false,
    });
  } catch (error) {
    console.error('portable text:', error instanceof Error ? error.message : error);
    return '';
  }
}

/** A CMS rich-text field as escaped HTML for `<Prose html>`: images resolved, links checked. */
export function richTextHtml(blocks: PortableText | null | undefined, image: ImageResolver, siteUrl: string): string {
  return portableTextHtml(resolvePortableImages(blocks, image), siteUrl);
}

/**
 * Rendered rich text's site links in the page's language: an editor links `/packages`, a Hindi page
 * leads to `/hi/packages` (localePath). Only the internal form written above (`<a href="/…">`)
 * changes; external links, anchors, tel:/mailto:, the API and paths already in a language stay.
 */
export function localeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(/<a href="(\/(?!\/)[^"]*)">/g, (tag, href: string) =>
    href.startsWith('/api/') || localeOfPath(href).locale !== DEFAULT_LOCALE
      ? tag
      : `<a href="${localePath(locale, href)}">`,
  );
}

/** The plain text of Portable Text blocks (descriptions, excerpts). */
export function portableTextPlain(blocks: PortableText | null | undefined): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .filter((b) => b && b._type === 'block' && Array.isArray(b.children))
    .map((b) =>
      (b.children as Array<{ text?: unknown }>).map((c) => (typeof c?.text === 'string' ? c.text : '')).join(''),
    )
    .filter(Boolean)
    .join('\n\n');
}
