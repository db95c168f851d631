import { describe, expect, it } from 'vitest';
import { fbc } from './meta-event';
import { outcome } from './meta';

const ok = (answer: Record<string, unknown>) => ({ ok: true as const, status: 200, answer, response: 'HTTP 200' });

describe("Meta's answer", () => {
  it('records events_received and fbtrace_id on success', () => {
    expect(outcome(ok({ events_received: 1, messages: [], fbtrace_id: 'AbC' }))).toEqual({
      ok: true,
      response: '{"events_received":1,"fbtrace_id":"AbC","messages":[]}',
    });
  });

  it('retries a 2xx that is not the answer Meta documents; passes failures on as the Graph client gave them', () => {
    expect(outcome(ok({}))).toEqual({ ok: false, error: 'HTTP 200: no answer Meta documents', permanent: false });
    const failed = {
      ok: false as const,
      status: 400,
      error: 'HTTP 400: m',
      response: 'HTTP 400: m',
      permanent: true,
      answer: null,
    };
    expect(outcome(failed)).toBe(failed);
  });
});

describe('fbc', () => {
  it("is fb.1.<ms of the touch>.<fbclid>, the last touch's first", () => {
    const t = (fbclid: string | null, at: string) => JSON.stringify({ fbclid, at });
    expect(
      fbc({ first_touch: t('FIRST', '2026-11-20T10:00:00.000Z'), last_touch: t('LAST', '2026-11-21T10:00:00.000Z') }),
    ).toBe(`fb.1.${Date.parse('2026-11-21T10:00:00.000Z')}.LAST`);
    expect(
      fbc({ first_touch: t('FIRST', '2026-11-20T10:00:00.000Z'), last_touch: t(null, '2026-11-21T10:00:00.000Z') }),
    ).toBe(`fb.1.${Date.parse('2026-11-20T10:00:00.000Z')}.FIRST`);
    expect(fbc({ first_touch: null, last_touch: null })).toBeNull();
  });
});
