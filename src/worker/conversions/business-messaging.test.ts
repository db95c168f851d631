import { describe, expect, it } from 'vitest';
import type { Config } from '../settings';
import { bmConfigured } from './business-messaging';

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
