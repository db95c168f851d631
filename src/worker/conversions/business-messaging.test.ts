import { describe, expect, it } from 'vitest';
import type { Config } from '../settings';
import type { ChatEventRow } from '../data/chat-events';
import { BM_BOOKED_EVENT, bmConfigured, bmEvent } from './business-messaging';

// Meta takes Business Messaging events on the dataset attached to the WhatsApp Business Account
// (its Dataset API); the site's pixel is that dataset only if someone linked the two, so it is
// never assumed (docs/decisions/0044-one-event-id-end-to-end.md). Where they go when it is set:
// tests/unit/conversions-chat-leads.test.ts.
describe("Business Messaging events' dataset", () => {
  it('needs WHATSAPP_DATASET_ID: the pixel alone sends nothing', () => {
    const base = {
      META_CAPI_TOKEN: 'EAAtest-token-0123456789',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
      META_PIXEL_ID: '123456789012345',
      invalid: {},
    } as unknown as Config;
    expect(bmConfigured(base)).toBe(false);
    expect(bmConfigured({ ...base, WHATSAPP_DATASET_ID: '556677889900112' } as Config)).toBe(true);
  });
});

// A chat lead's booking is one Purchase, from its one source (docs/decisions/0050): a paid proposal.
describe("a chat lead's Purchase", () => {
  const row = {
    id: 'chat-1',
    stage: 'booked',
    value: 90000,
    stage_at: '2026-12-01T06:00:00.000Z',
    last_ctwa_clid: 'ctwa-last',
  } as ChatEventRow;
  const now = new Date('2026-12-01T07:00:00.000Z');
  it("takes its paid proposal's id and total before tax, else the inbox's value and '<lead>-booked'", () => {
    expect(bmEvent(row, BM_BOOKED_EVENT, 'waba', now)).toMatchObject({
      event_id: 'chat-1-booked',
      custom_data: { value: 90000, currency: 'INR' },
    });
    const paid = { ...row, booking_id: 'prop_0123456789abcdef', booking_subtotal: 120_000_00 };
    expect(bmEvent(paid, BM_BOOKED_EVENT, 'waba', now)).toMatchObject({
      event_id: 'prop_0123456789abcdef',
      custom_data: { value: 120000, currency: 'INR' },
    });
  });
});
