import { expect } from 'vitest';
import { asBrowser, worker } from './in-process';
import { links } from './html';
import { loadEnglish } from './sanity-standin';

/** The editorial pages' test helpers (editorial-pages and its -over-sanity .test.ts). */
export type Doc = { _id: string; _type: string; [k: string]: any };
export const DOCS = loadEnglish() as Doc[];
export const published = (type: string) => DOCS.filter((d) => d._type === type && !d._id.startsWith('drafts.'));
export const POSTS = published('post').sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
export const ptText = (blocks: any[] = []) =>
  blocks
    .filter((b) => b._type === 'block')
    .map((b) => b.children.map((c: any) => c.text).join(''))
    .join('\n\n');
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The HTML between a start marker and the first end marker after it. */
export function between(html: string, start: string | RegExp, end: string): string {
  const found = typeof start === 'string' ? html.indexOf(start) : html.search(start);
  expect(found, `marker ${start} not found`).toBeGreaterThanOrEqual(0);
  const at = html.lastIndexOf('<', found); // from the start of the tag that holds the marker
  const stop = html.indexOf(end, at);
  return html.slice(at, stop < 0 ? undefined : stop + end.length);
}
export const postList = (html: string) => between(html, 'id="post-list"', '</ul>');
export const listSlugs = (html: string) =>
  links(postList(html))
    .filter((h) => h.startsWith('/blogs/'))
    .map((h) => h.slice('/blogs/'.length));
export const mainOf = (html: string) => between(html, '<main', '</main>');
export const get = async (server: ReturnType<typeof worker>, path: string, opts = asBrowser) => {
  const res = await server.fetch(path, opts);
  return { status: res.status, html: await res.text() };
};
