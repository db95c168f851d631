/** Readers for the home page's sections (tests/worker/home*.test.ts). */
import { text } from './html';

/** The HTML of the home section labelled by heading `id` (up to its closing tag). */
export function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</section>', start));
}

export const SECTIONS = {
  photographers: 'home-photographers',
  portfolio: 'home-portfolio',
  services: 'home-services',
  testimonials: 'home-testimonials',
  certificates: 'home-certificates',
  blogs: 'home-blogs',
  contact: 'home-contact',
} as const;

/** The about block (a section labelled 'About us'). */
export function about(html: string): string {
  const start = html.indexOf('data-section="about"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
}

/** The hero carousel island's rendered markup (without its props), '' when there is none. */
export function hero(html: string): string {
  const start = html.indexOf('data-island="HeroCarousel"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start)).replace(/data-props="[^"]*"/, '');
}

/** Card headings (h3.card__title) of a section, as text. */
export function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h3 class="card__title"[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]!));
}

/** Attributes of every <img> in a fragment (names lower-cased: srcset, fetchpriority…). */
export function images(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!.replace(/&amp;/g, '&')]),
    ),
  );
}

/** Sanity's pt::text: blocks' span texts, blocks joined by a blank line; then whitespace collapsed. */
export function plainText(body: unknown): string {
  const blocks = Array.isArray(body) ? body : [];
  return blocks
    .filter((b) => b?._type === 'block')
    .map((b) => (b.children ?? []).map((c: { text?: string }) => c.text ?? '').join(''))
    .join('\n\n')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Excerpts (docs/product.md#display-rules): 150 characters plus '...' only when longer. */
export function expectedExcerpt(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length > 150 ? `${clean.slice(0, 150)}...` : clean;
}
