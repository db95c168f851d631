/** Longer targets are not a page of this site; they only fatten a header. */
const MAX_TARGET = 2048;

/**
 * Where a redirect taken from the request may go: a path on this site that URL
 * parsing leaves exactly as written, else '/'. Resolving against `self` and comparing origins
 * refuses `//host`, `/\host`, `https://host` and `javascript:`; requiring the parsed
 * path+search+hash to equal the input refuses what a browser would read differently from the
 * text (`/<TAB>/host`: URL parsers drop tabs and newlines) and CR/LF, which cannot go in a header.
 * `drop` names query parameters to remove from an accepted target.
 */
export function safeRedirect(target: unknown, self: string, drop: readonly string[] = []): string {
  if (typeof target !== 'string' || target.length > MAX_TARGET) return '/';
  try {
    const base = new URL(self);
    const url = new URL(target, base);
    if (url.origin !== base.origin || `${url.pathname}${url.search}${url.hash}` !== target) return '/';
    for (const name of drop) url.searchParams.delete(name);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
