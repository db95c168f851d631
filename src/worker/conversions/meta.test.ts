import { describe, expect, it } from 'vitest';
import { fbc } from './meta-event';
import { outcome } from './meta';

const TOKEN = 'EAAsecret';

describe("Meta's answer", () => {
  it('records events_received and fbtrace_id on success', () => {
    expect(outcome(200, { events_received: 1, messages: [], fbtrace_id: 'AbC' }, TOKEN)).toEqual({
      ok: true,
      response: '{"events_received":1,"fbtrace_id":"AbC","messages":[]}',
    });
  });

  it('fails at once on a 4xx naming bad data; retries throttling, token and permission errors, 429 and 5xx', () => {
    const err = (code: number) => ({ error: { message: 'm', code, fbtrace_id: 'T' } });
    expect(outcome(400, err(100), TOKEN)).toMatchObject({
      ok: false,
      permanent: true,
      response: 'HTTP 400: m (code 100, fbtrace_id T)',
    });
    for (const code of [4, 17, 80004, 190, 10, 200])
      expect(outcome(400, err(code), TOKEN)).toMatchObject({ ok: false, permanent: false });
    expect(outcome(429, null, TOKEN)).toMatchObject({ ok: false, permanent: false });
    expect(outcome(500, err(2), TOKEN)).toMatchObject({ ok: false, permanent: false });
    expect(outcome(502, null, TOKEN)).toMatchObject({
      ok: false,
      permanent: false,
      error: 'HTTP 502: no answer Meta documents',
    });
  });

  it('never records the token, even if an answer quoted it', () => {
    const r = outcome(400, { error: { message: `bad token ${TOKEN}`, code: 190 } }, TOKEN);
    expect(JSON.stringify(r)).not.toContain(TOKEN);
    expect(JSON.stringify(r)).toContain('[token]');
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
