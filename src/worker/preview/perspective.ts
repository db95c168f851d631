/**
 * The perspective a preview reads with, from the Studio's `sanity-preview-perspective` (an
 * untrusted query parameter): `published`, `drafts` (also its old name `previewDrafts`) or a
 * release stack such as `rABC,drafts`. Anything else, `raw` included, means drafts.
 */
export type PreviewPerspective = 'published' | 'drafts' | string[];

const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parsePerspective(value: string | null | undefined): PreviewPerspective {
  if (!value) return 'drafts';
  if (value === 'published') return 'published';
  if (value === 'drafts' || value === 'previewDrafts') return 'drafts';
  const stack = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (stack.length > 1 && stack.length <= 10 && stack.every((id) => RELEASE_ID.test(id) && id !== 'raw')) return stack;
  return 'drafts';
}

/** Cookie-safe text of a perspective (release stacks joined with '~'), and back. */
export const perspectiveText = (p: PreviewPerspective): string => (Array.isArray(p) ? p.join('~') : p);
export const perspectiveFromText = (text: string): PreviewPerspective =>
  text.includes('~') ? parsePerspective(text.split('~').join(',')) : parsePerspective(text);
