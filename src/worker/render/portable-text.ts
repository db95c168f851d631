import { escapeHTML, toHTML, uriLooksSafe, type PortableTextHtmlComponents } from '@portabletext/to-html';
import type { ImageResolver } from '../content/image';
import type { ImageRef, PortableText } from '../content/types';

/** Size of inline images in rich text (the reading column is at most ~46rem wide). */
const IMAGE = { w: 1200, sizes: '(min-width: 50rem) 46rem, 100vw' } as const;

const attr = (value: string) => escapeHTML(value).replace(/&nbsp;/g, ' ');

function imageHtml(value: Record<string, unknown>, image: ImageResolver): string {
  const raw = value as ImageRef & { asset?: { _ref?: string } | null; caption?: unknown };
  const ref = raw.ref ?? raw.asset?._ref;
  const resolved = image({ ...raw, ref }, { w: IMAGE.w });
  if (!resolved) return '';
  const caption = typeof raw.caption === 'string' && raw.caption.trim() ? `<figcaption>${escapeHTML(raw.caption)}</figcaption>` : '';
  return `<figure><img class="img--ph" src="${attr(resolved.src)}" srcset="${attr(resolved.srcSet)}" sizes="${IMAGE.sizes}" width="${resolved.width}" height="${resolved.height}" alt="${attr(resolved.alt)}" loading="lazy" decoding="async"/>${caption}</figure>`;
}

/**
 * Portable Text → HTML for a `.prose` container. Span text is escaped by to-html; links keep
 * only safe URIs (http, https, mailto, tel, relative), external ones get rel=noopener noreferrer;
 * image blocks resolve through the content image builder; unknown types render nothing; no
 * inline styles (CSP style-src 'self'). The page's h1 is its title, so an h1 block becomes h2.
 * Malformed input renders as much as it can and never throws.
 */
export function portableTextHtml(blocks: PortableText | null | undefined, image: ImageResolver): string {
  if (!Array.isArray(blocks)) return '';
  const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  // One malformed block must not cost the others: drop non-objects, give blocks arrays to walk.
  const valid = blocks.filter((b) => isObject(b) && typeof b._type === 'string').map((b) => (b._type !== 'block' ? b : {
    ...b,
    markDefs: Array.isArray(b.markDefs) ? b.markDefs.filter(isObject) : [],
    children: (Array.isArray(b.children) ? b.children.filter(isObject) : []).map((child) =>
      child._type === 'span' ? { ...child, text: typeof child.text === 'string' ? child.text : '', marks: Array.isArray(child.marks) ? child.marks.filter((m) => typeof m === 'string') : [] } : child),
  }));
  const components: Partial<PortableTextHtmlComponents> = {
    types: { image: ({ value }) => imageHtml(value as Record<string, unknown>, image) },
    block: {
      h1: ({ children }) => `<h2>${children ?? ''}</h2>`,
      h5: ({ children }) => `<h4>${children ?? ''}</h4>`,
      h6: ({ children }) => `<h4>${children ?? ''}</h4>`,
    },
    marks: {
      underline: ({ children }) => `<u>${children}</u>`,
      link: ({ children, value }) => {
        const href = typeof value?.href === 'string' ? value.href.trim() : '';
        if (!href || !uriLooksSafe(href)) return children;
        const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !/^(?:mailto|tel):/i.test(href);
        return `<a href="${attr(href)}"${external ? ' rel="noopener noreferrer"' : ''}>${children}</a>`;
      },
    },
    unknownType: () => '',
  };
  try {
    return toHTML(valid as Parameters<typeof toHTML>[0], { components, onMissingComponent: false });
  } catch (error) {
    console.error('portable text:', error instanceof Error ? error.message : error);
    return '';
  }
}
