import { within } from '../../shared/within.ts';

/**
 * A static asset the worker itself reads (not a public page's: a file the build writes into the
 * client assets so that it costs the upload nothing), through the ASSETS binding, once per isolate.
 * Users: the disposable-domain list (../quality/disposable.ts) and the demo dataset
 * (../content/demo/dataset.ts).
 *
 * Concurrent first readers share one read. The shared promise resolves to plain text (the body is
 * read inside it), never to a Response another request would have to read. Each waiter waits at
 * most `waitMs` of its own: a read that never settles (the request that started it was cancelled)
 * costs that waiter an error, never a hang. A failed or overdue read is forgotten, so the next
 * reader reads again.
 */

/** The part of the ASSETS binding used here (a stand-in in unit tests). */
export interface AssetReader {
  fetch(input: Request): Promise<Response>;
}

export interface IsolateAsset {
  /** The asset's text; rejects (the reason in the error's message) when it cannot be read now. */
  read(assets: AssetReader | undefined): Promise<string>;
  /** Forgets the text (unit tests: a fresh isolate). */
  forget(): void;
}

/** `path` (under the client assets) read through ASSETS; `looksRight` rejects a wrong body (an HTML 404 page). */
export function isolateAsset(path: string, looksRight: (text: string) => boolean, waitMs: number): IsolateAsset {
  let shared: Promise<string> | undefined;
  const start = (assets: AssetReader): Promise<string> => {
    const p = (async () => {
      // The binding reads the path only; localhost is a host the dev server (vite dev) always accepts.
      const res = await assets.fetch(new Request(`http://localhost${path}`));
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`${path} answered ${res.status}`);
      }
      const text = await res.text();
      if (!looksRight(text)) throw new Error(`${path} is not what the build writes there`);
      return text;
    })();
    void p.catch(() => {
      if (shared === p) shared = undefined;
    });
    return p;
  };
  return {
    async read(assets) {
      if (!assets) throw new Error(`${path} not read: no ASSETS binding`);
      const p = (shared ??= start(assets));
      const text = await within(p, waitMs);
      if (text !== undefined) return text;
      if (shared === p) shared = undefined;
      throw new Error(`${path} did not load in ${waitMs} ms`);
    },
    forget() {
      shared = undefined;
    },
  };
}
