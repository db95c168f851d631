import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLead } from './submit';

/**
 * What the form's script sends (docs/decisions/0009-idempotency-claim-in-the-lead-batch.md): one
 * event id per filled-in form, so a resend is one lead.
 */
describe('submitLead', () => {
  const sent: Array<Record<string, string>> = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

  it('sends the same event id for the same form sent again (a double tap, a retry), a new one if changed', async () => {
    answer(202, { ok: true, id: 'lead-1' });
    const form = { firstName: 'Priya', phone: '9876543210' };
    await submitLead('/api/submit-form', form);
    await submitLead('/api/submit-form', { ...form });
    await submitLead('/api/submit-form', { ...form, phone: '9876543211' });
    expect(sent[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.eventId).toBe(sent[0]!.eventId);
    expect(sent[2]!.eventId).not.toBe(sent[0]!.eventId);
  });

  it("shows the server's message for a 409 (the same event id with other details)", async () => {
    answer(409, {
      ok: false,
      error: 'This request was already sent with different details. Please reload the page and send the form again.',
    });
    expect(await submitLead('/api/submit-form', { firstName: 'A' })).toEqual({
      ok: false,
      error: 'This request was already sent with different details. Please reload the page and send the form again.',
      fields: {},
    });
  });
});
