import type { ExportRow } from '../../src/worker/data/sql';

/** A lead's first or last touch as the ledger stores it (JSON). */
export const touch = (over: Record<string, string | null>) =>
  JSON.stringify({
    landingPage: '/place/wedding-photographer-jaipur?utm_source=google',
    referrer: null,
    at: '2026-11-20T10:00:00.000Z',
    ...over,
  });

/** One exported lead row: a consented Google Ads click, delivered; `over` changes any column. */
export const exportRow = (over: Partial<ExportRow>): ExportRow => ({
  id: 'lead-1',
  event_id: '0b0a6a3e-0c1d-4d6e-9f3a-2b1c0d9e8f7a',
  form: 'callback',
  received_at: '2026-11-20T10:05:00.000Z',
  status: 'delivered',
  delivered_at: '2026-11-20T10:05:02.000Z',
  first_touch: touch({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'jaipur-weddings',
    gclid: 'Cj0KCQ_abc-123',
  }),
  last_touch: null,
  consent: 'granted',
  consent_version: '2026-11-23',
  consent_at: '2026-11-20T10:01:00.000Z',
  ...over,
});
