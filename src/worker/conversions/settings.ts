import * as z from 'zod/mini';
import { optional, text, type SettingsGroup } from '../settings/zod';

/**
 * Conversions' settings (docs/marketing.md#conversions): each platform off until set. Any of them
 * malformed: conversions are off (nothing sent to Meta, the Google Ads URL answers 404); pages and
 * leads are untouched. The Graph API's origin (META_GRAPH_URL) is graph/settings.ts's.
 */
const eventName = () => text(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'an event name: letters, digits and _, at most 40');

export const conversionsSchema = z.object({
  // Meta Conversions API: the pixel (dataset) id and its access token (secret).
  META_PIXEL_ID: optional(text(/^\d{5,20}$/, 'must be the pixel (dataset) id, digits only')),
  META_CAPI_TOKEN: optional(z.string().check(z.maxLength(1000))),
  // The events of the inbox's stages (docs/marketing.md#stage-events): contacted, quoted, booked.
  META_CONTACTED_EVENT: z._default(optional(eventName()), 'Contacted'),
  META_QUOTED_EVENT: z._default(optional(eventName()), 'Quoted'),
  META_PURCHASE_EVENT: z._default(optional(eventName()), 'Purchase'),
  META_TEST_EVENT_CODE: optional(text(/^[A-Za-z0-9]{1,40}$/, 'the Test events code, letters and digits')),
  // Google Ads scheduled upload (GET /conversions/google-ads.csv): its basic-auth password (secret).
  GOOGLE_ADS_UPLOAD_PASSWORD: optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters'), z.maxLength(200)),
  ),
  GOOGLE_ADS_LEAD_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website lead'),
  GOOGLE_ADS_CONTACTED_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website lead contacted'),
  GOOGLE_ADS_QUOTED_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website lead quoted'),
  GOOGLE_ADS_BOOKING_CONVERSION: z._default(optional(z.string().check(z.maxLength(100))), 'Website booking'),
});

export const conversionsSettings: SettingsGroup<typeof conversionsSchema> = {
  id: 'conversions',
  label: 'Conversions (Meta Conversions API, Google Ads upload)',
  schema: conversionsSchema,
  on: (v) => !!((v.META_PIXEL_ID && v.META_CAPI_TOKEN) || v.GOOGLE_ADS_UPLOAD_PASSWORD),
  whenInvalid: 'nothing is sent to Meta; the Google Ads upload URL answers 404',
};
