import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MetaLeadRow } from '../data/lead-rows';
import type { JobContext } from '../outbox';
import type { Config } from '../settings';
import { fbc, metaEvent } from './meta-event';
import { heldBack, outcome } from './meta';
import { planLead, planStage } from './plan';
import { jobEvent, metaJobKey } from './stages';

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

describe('stage events', () => {
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  const lead: MetaLeadRow = {
    id: 'L1',
    event_id: '0b0a6a3e-0c1d-4d6e-9f3a-2b1c0d9e8f7a',
    received_at: '2026-11-20T10:05:00.000Z',
    consent: 'granted',
    first_touch: JSON.stringify({
      fbclid: 'FB',
      at: '2026-11-20T10:00:00.000Z',
      landingPage: '/place/jaipur?fbclid=FB',
    }),
    last_touch: null,
    email: 'Priya@Example.in',
    phone: '919876543210',
    page_url: 'https://photos.example.in/place/jaipur?fbclid=FB',
    client_ip: '10.0.0.1',
    user_agent: 'UA',
    stage: 'quoted',
    value: null,
    stage_at: '2026-11-22T05:00:00.000Z',
    quality: null,
    moved_at: '2026-11-21T04:30:00.000Z',
  };

  it('is a CRM lead-stage event: system_generated, crm, site as source, id-stage, move time, user data', async () => {
    const leadEvent = await metaEvent(lead, { name: 'Lead' }, 'https://photos.example.in');
    const contacted = await metaEvent(
      lead,
      { name: 'Contacted', stage: 'contacted', at: lead.moved_at!, source: 'ShutterStory' },
      'https://photos.example.in',
    );
    // The Lead carries the form's event id, the one a browser pixel would send (decision 0044).
    expect(leadEvent.event_id).toBe('0b0a6a3e-0c1d-4d6e-9f3a-2b1c0d9e8f7a');
    expect((await metaEvent({ ...lead, event_id: null }, { name: 'Lead' }, '')).event_id).toBe('L1');
    expect(contacted).toEqual({
      event_name: 'Contacted',
      event_time: Math.floor(Date.parse('2026-11-21T04:30:00.000Z') / 1000),
      event_id: 'L1-contacted',
      action_source: 'system_generated',
      user_data: leadEvent.user_data,
      custom_data: { event_source: 'crm', lead_event_source: 'ShutterStory' },
    });
    expect(leadEvent.user_data).toEqual({
      em: [sha('priya@example.in')],
      ph: [sha('919876543210')],
      country: [sha('in')],
      fbc: `fb.1.${Date.parse('2026-11-20T10:00:00.000Z')}.FB`,
      client_ip_address: '10.0.0.1',
      client_user_agent: 'UA',
    });
    const booked = await metaEvent(
      lead,
      { name: 'Purchase', stage: 'booked', at: '2026-11-23T06:00:00.000Z', source: 'ShutterStory', value: 85000 },
      '',
    );
    expect(booked).toMatchObject({
      event_id: 'L1-booked',
      custom_data: { event_source: 'crm', lead_event_source: 'ShutterStory', value: 85000, currency: 'INR' },
    });
  });

  it('reads what a job sends from its key; a booking planned before stage events is a booking', () => {
    expect(
      ['meta:Lead:L1', 'meta:contacted:L1', 'meta:quoted:L1', 'meta:booked:L1', 'meta:Purchase:L1'].map(jobEvent),
    ).toEqual(['lead', 'contacted', 'quoted', 'booked', 'booked']);
    expect(metaJobKey('L1', 'quoted')).toBe('meta:quoted:L1');
    expect(metaJobKey('L1', 'lead')).toBe('meta:Lead:L1');
  });

  it("holds back spam, an unverified lead's Lead at new, a move never made, and anything past Meta's 7 days", () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    expect(heldBack(lead, 'contacted', now)).toBeNull();
    expect(heldBack({ ...lead, quality: 'spam' }, 'contacted', now)).toBe('not sent: spam');
    expect(heldBack({ ...lead, quality: 'spam' }, 'lead', now)).toBe('not sent: spam');
    expect(heldBack({ ...lead, consent: 'withdrawn' }, 'quoted', now)).toBe('not sent: marketing consent withdrawn');
    expect(heldBack({ ...lead, quality: 'unverified', stage: 'new' }, 'lead', now)).toBe(
      'not sent yet: unverified, sent once a person moves the lead past new',
    );
    expect(heldBack({ ...lead, quality: 'unverified' }, 'lead', now)).toBeNull();
    expect(heldBack({ ...lead, moved_at: null }, 'quoted', now)).toBe('not sent: the lead was never moved to quoted');
    expect(heldBack(lead, 'booked', now)).toBe('not sent: the lead is quoted without a value');
    // 7 days to the millisecond is still in; a millisecond more is out.
    const edge = new Date(Date.parse(lead.moved_at!) + 7 * 86_400_000);
    expect(heldBack(lead, 'contacted', edge)).toBeNull();
    expect(heldBack(lead, 'contacted', new Date(edge.getTime() + 1))).toBe(
      "not sent: older than Meta's 7-day window (moved to contacted 21 Nov 2026, 10:00 am IST)",
    );
    expect(heldBack(lead, 'lead', new Date('2026-11-28T10:05:00.001Z'))).toMatch(
      /^not sent: older than Meta's 7-day window \(received /,
    );
  });
});

describe('planning', () => {
  const config = {
    META_PIXEL_ID: '123456',
    META_CAPI_TOKEN: 't',
    META_CONTACTED_EVENT: 'Contacted',
    META_QUOTED_EVENT: 'Quoted',
    META_PURCHASE_EVENT: 'Purchase',
    invalid: {},
  } as unknown as Config;
  const ctx = { config } as JobContext;
  const lead = (quality: string | null, consent = 'granted') => ({ id: 'L1', form: 'callback', consent, quality });
  const keys = (specs: unknown) =>
    (specs as Array<{ key: string; channel: string }>).map((s) => `${s.key} ${s.channel}`);

  it('plans the Lead at acceptance unless spam or unverified', () => {
    expect(keys(planLead(lead(null), ctx))).toEqual(['meta:Lead:L1 Lead']);
    expect(keys(planLead(lead('verified'), ctx))).toEqual(['meta:Lead:L1 Lead']);
    expect(keys(planLead(lead('unverified'), ctx))).toEqual([]);
    expect(keys(planLead(lead('spam'), ctx))).toEqual([]);
    expect(keys(planLead(lead(null, 'denied'), ctx))).toEqual([]);
  });

  it("plans each stage's event under its name, with the Lead (once: same key), never for spam or no consent", () => {
    expect(keys(planStage(lead('unverified'), 'contacted', ctx))).toEqual([
      'meta:Lead:L1 Lead',
      'meta:contacted:L1 Contacted',
    ]);
    expect(keys(planStage(lead(null), 'quoted', ctx))).toEqual(['meta:Lead:L1 Lead', 'meta:quoted:L1 Quoted']);
    expect(keys(planStage(lead(null), 'booked', ctx))).toEqual(['meta:Lead:L1 Lead', 'meta:booked:L1 Purchase']);
    // Lost says nobody was reached, or it was no real enquiry: an unverified lead stays unheard of.
    expect(keys(planStage(lead('unverified'), 'lost', ctx))).toEqual([]);
    expect(keys(planStage(lead('spam'), 'contacted', ctx))).toEqual([]);
    expect(keys(planStage(lead(null, 'withdrawn'), 'contacted', ctx))).toEqual([]);
    expect(keys(planStage(lead(null), 'new', ctx))).toEqual([]);
  });
});
