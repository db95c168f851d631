/** Request shapes shared by every level (in-process, workerd, browser): user agents and the Sanity stand-in's vars. */

/** Vars that switch the worker from the demo dataset to a Sanity API at `url`. */
export function sanityVars(url: string): Record<string, string> {
  return { SANITY_PROJECT_ID: 'standin1', SANITY_DATASET: 'production', SANITY_API_HOST: url };
}

export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Fetch a page as a browser would (no compression, so streaming order is observable). */
export const asBrowser = { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' } };
export const asBot = { headers: { 'user-agent': BOT_UA, 'accept-encoding': 'identity' } };

/**
 * Reads a response's body to its end and hands the response back (its headers and status stay
 * readable). For a response whose body a test does not read: on workerd an unread body keeps its
 * request running in the harness's connection pool until it is garbage-collected, and `close()`
 * waits for every running request (seconds, and over a minute on a loaded machine:
 * tests/worker/quality.test.ts). Both level helpers export it, so a test moves by its import.
 */
export async function drained<R extends { arrayBuffer(): Promise<ArrayBuffer> }>(res: R): Promise<R> {
  await res.arrayBuffer();
  return res;
}
