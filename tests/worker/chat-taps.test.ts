import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/harness';
import { ip, until } from '../helpers/leads';

/**
 * Taps on the chat button (GET /go/whatsapp; docs/marketing.md "Chat taps") on workerd: the redirect
 * to WhatsApp with the greeting and a reference code, the tap's row written after the answer
 * (waitUntil), and the redirect still answered when D1 refuses the write. The rest in-process:
 * tests/unit/chat-taps.test.ts.
 */
const GREETING = 'Hello! I have a question about your website.';
const WA = /^https:\/\/wa\.me\/919876543210\?text=(.+)$/;
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  server = worker({ SITE_URL: 'https://photos.example.in' });
  await server.listen();
});
afterAll(async () => {
  await server?.close();
});

const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
interface TapRow {
  code: string;
  tapped_at: string;
  page_path: string | null;
  consent: string;
  source: string;
  campaign: string;
}
const tapRow = async (code: string) =>
  (await (await db()).prepare('SELECT * FROM chat_taps WHERE code = ?1').bind(code).first()) as TapRow | null;

/** A tap: the redirect, its greeting and code. */
async function tap(query: string) {
  const res = await server.fetch(`/go/whatsapp${query}`, {
    redirect: 'manual',
    headers: { 'cf-connecting-ip': ip(), 'user-agent': asBrowser.headers['user-agent'] },
  });
  const location = res.headers.get('location') ?? '';
  const text = decodeURIComponent(WA.exec(location)?.[1] ?? '');
  const code = /\(ref ([A-Z0-9]{6})\)$/.exec(text)?.[1] ?? '';
  return { res, location, text, code };
}

describe('GET /go/whatsapp', () => {
  it("redirects to WhatsApp with today's greeting and a reference code, privately, and records the tap after", async () => {
    const before = new Date().toISOString();
    const { res, location, text, code } = await tap('?from=/contact');
    expect(res.status).toBe(302);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(location).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(`${GREETING} (ref ${code})`)}`);
    expect(text).toBe(`${GREETING} (ref ${code})`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe('');
    await until(async () => (await tapRow(code)) !== null, 15_000, `tap ${code} recorded`);
    const row = (await tapRow(code))!;
    expect(row).toMatchObject({ page_path: '/contact', consent: 'unset', source: '(direct)', campaign: '(not set)' });
    // Stamped with the worker's clock at the tap: between the test's readings before and after it (a second
    // of slack for the runtime's clock, which moves on I/O).
    expect(Date.parse(row.tapped_at)).toBeGreaterThanOrEqual(Date.parse(before) - 1000);
    expect(Date.parse(row.tapped_at)).toBeLessThanOrEqual(Date.now());
  });

  it('still redirects when D1 refuses the write (the tap is lost, the chat is not)', async () => {
    const d1 = await db();
    await d1
      .prepare(
        "CREATE TRIGGER IF NOT EXISTS refuse_tap BEFORE INSERT ON chat_taps BEGIN SELECT RAISE(ABORT, 'D1 refuses this write'); END",
      )
      .run();
    try {
      const { res, code, text } = await tap('?from=/contact');
      expect(res.status).toBe(302);
      expect(text).toBe(`${GREETING} (ref ${code})`);
      // The write was tried after the answer and refused (logged, no personal data): no row.
      await until(
        async () => server.getLogs().some((l) => String(l.message).includes('chat tap not recorded')),
        15_000,
        'the refused write logged',
      );
      expect(await tapRow(code)).toBeNull();
    } finally {
      await d1.prepare('DROP TRIGGER IF EXISTS refuse_tap').run();
    }
  });
});
