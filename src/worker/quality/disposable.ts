/**
 * The disposable-domain list (the disposable-email-domains package's index.json) for the
 * disposable-email rule. It is not in the worker's upload: the build writes it into the static
 * assets (vite.config.ts, `disposableDomains`), and the worker reads it through its ASSETS binding
 * on the first submission that needs it, then keeps its text for the isolate's life
 * (../http/asset-text.ts: concurrent first submissions share one read, each waits LIST_WAIT_MS at
 * most). Whatever goes wrong, the caller gets `null` (the rule then lets the lead through: kept,
 * never lost) and the next submission reads again.
 */
import { isolateAsset, type AssetReader } from '../http/asset-text.ts';

export type { AssetReader } from '../http/asset-text.ts';

/** Where the build puts the list inside the client assets (served as /assets/…; public, harmless). */
export const DISPOSABLE_LIST_PATH = '/assets/disposable-domains.json';
/** How long one submission waits for the list before judging without it. */
export const LIST_WAIT_MS = 10_000;

const list = isolateAsset(DISPOSABLE_LIST_PATH, (text) => text.trimStart().startsWith('['), LIST_WAIT_MS);

/** Forgets the list (unit tests: a fresh isolate). */
export function forgetDisposableList(): void {
  list.forget();
}

/** The list's JSON text, or null (logged) when it cannot be read now. */
export async function disposableList(assets: AssetReader | undefined): Promise<string | null> {
  try {
    return await list.read(assets);
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
