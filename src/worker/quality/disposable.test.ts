import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import list from 'disposable-email-domains/index.json?raw';
import {
  DISPOSABLE_LIST_PATH,
  disposableList,
  forgetDisposableList,
  LIST_WAIT_MS,
  onDisposableList,
  type AssetReader,
} from './disposable';

/** An ASSETS stand-in: answers the list (or `answer`) after `gate` opens, counting reads. */
function assets(answer: () => Response = () => new Response(list)) {
  const paths: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const reader: AssetReader = {
    fetch: async (req) => {
      paths.push(new URL(req.url).pathname);
      await gate;
      return answer();
    },
  };
  return { reader, paths, open };
}

// The unit files share loaded modules (isolate: false): an in-process worker may have read the list
// into this very module before this file runs.
beforeEach(forgetDisposableList);
afterEach(() => {
  forgetDisposableList();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the disposable-domain list, read from the static assets on first use', () => {
  it('concurrent first submissions share one read; later ones read nothing', async () => {
    const a = assets();
    const first = Array.from({ length: 16 }, () => disposableList(a.reader));
    a.open();
    const texts = await Promise.all(first);
    expect(a.paths).toEqual([DISPOSABLE_LIST_PATH]);
    expect(texts.every((t) => t === list)).toBe(true);
    expect(await disposableList(a.reader)).toBe(list);
    expect(a.paths).toHaveLength(1);
    expect(onDisposableList('x7f2k@guerrillamail.com', texts[0]!)).toBe(true);
    expect(onDisposableList('priya@example.in', texts[0]!)).toBe(false);
  });

  it('an unreadable list (404, thrown, not a list): null for every waiter, logged, read again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [
      () => new Response('Not found', { status: 404 }),
      () => {
        throw new Error('assets down');
      },
      () => new Response('<html>'),
    ]) {
      forgetDisposableList();
      const a = assets(answer);
      const waiting = Promise.all(Array.from({ length: 4 }, () => disposableList(a.reader)));
      a.open();
      expect(await waiting).toEqual([null, null, null, null]);
      expect(a.paths).toHaveLength(1);
      const b = assets();
      b.open();
      expect(await disposableList(b.reader)).toBe(list); // tried again, and kept
    }
    expect(error).toHaveBeenCalledTimes(12);
    expect(await disposableList(undefined)).toBeNull();
  });

  it('a read that never settles costs each waiter LIST_WAIT_MS at most; the next submission reads again', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hung = assets(); // never opened
    const waiting = Promise.all([disposableList(hung.reader), disposableList(hung.reader)]);
    await vi.advanceTimersByTimeAsync(LIST_WAIT_MS);
    expect(await waiting).toEqual([null, null]);
    expect(error).toHaveBeenCalled();
    const b = assets();
    b.open();
    expect(await disposableList(b.reader)).toBe(list);
    expect(hung.paths).toHaveLength(1);
  });
});
