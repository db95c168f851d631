/**
 * The disposable-domain list (the disposable-email-domains package's index.json) for the
 * disposable-email rule. It is not in the worker's upload: the build writes it into the static
 * assets (vite.config.ts, `disposableDomains`), and the worker reads it through its ASSETS binding
 * on the first submission that needs it, then keeps its text for the isolate's life.
 *
 * Concurrent first submissions share one read. The shared promise resolves to plain text (the
 * body is read inside it), never to a Response another request would have to read. Each waiter
 * waits at most LIST_WAIT_MS of its own: a read that never settles (the request that started it
 * was cancelled) costs a lead its rule, never its answer. Whatever goes wrong, the caller gets
 * `null` (the rule then lets the lead through: kept, never lost) and the next submission reads again.
 */
import { within } from '../../shared/within';

/** Where the build puts the list inside the client assets (served as /assets/…; public, harmless). */
export const DISPOSABLE_LIST_PATH = '/assets/disposable-domains.json';
/** How long one submission waits for the list before judging without it. */
export const LIST_WAIT_MS = 10_000;

/** The part of the ASSETS binding used here (a stand-in in unit tests). */
export interface AssetReader {
  fetch(input: Request): Promise<Response>;
}

let shared: Promise<string> | undefined;

/** Forgets the list (unit tests: a fresh isolate). */
export function forgetDisposableList(): void {
  shared = undefined;
}

function read(assets: AssetReader): Promise<string> {
  const p = (async () => {
    // The binding reads the path only; localhost is a host the dev server (vite dev) always accepts.
    const res = await assets.fetch(new Request(`http://localhost${DISPOSABLE_LIST_PATH}`));
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${DISPOSABLE_LIST_PATH} answered ${res.status}`);
    }
    const text = await res.text();
    if (!text.trimStart().startsWith('[')) throw new Error(`${DISPOSABLE_LIST_PATH} is not a JSON list`);
    return text;
  })();
  // A failed read is forgotten, so the next submission tries again.
  void p.catch(() => {
    if (shared === p) shared = undefined;
  });
  return p;
}

/** The list's JSON text, or null (logged) when it cannot be read now. */
export async function disposableList(assets: AssetReader | undefined): Promise<string | null> {
  if (!assets) {
    console.error('disposable-email rule not run: no ASSETS binding');
    return null;
  }
  const p = (shared ??= read(assets));
  try {
    const text = await within(p, LIST_WAIT_MS);
    if (text !== undefined) return text;
    if (shared === p) shared = undefined;
    console.error(`disposable-email rule not run: the list did not load in ${LIST_WAIT_MS} ms`);
    return null;
  } catch (error) {
    console.error('disposable-email rule not run:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Whether an e-mail's domain, or a parent of it, is on the list (its JSON text). */
export function onDisposableList(email: string, list: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9-]+$/.test(l))) return false;
  for (let i = 0; i <= labels.length - 2; i++) if (list.includes(`"${labels.slice(i).join('.')}"`)) return true;
  return false;
}
