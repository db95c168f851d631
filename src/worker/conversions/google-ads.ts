import { basicAuth } from 'hono/basic-auth';
import { HTTPException } from 'hono/http-exception';
import { adjustmentRows } from '../data/bookings';
import { exportRows } from '../data/reports';
import { googleAdsAdjustments } from './google-ads-adjustments';
import { defaultSince, googleAdsCsv } from './google-ads-csv';
import type { AppContext } from '../app-env';

/**
 * GET /conversions/google-ads.csv (docs/decisions/0014-conversions-server-side-with-consent.md):
 * the Google Ads offline conversion import (./google-ads-csv.ts) that
 * `npm run leads -- --export google-ads` prints, the same bytes, for Google Ads' scheduled
 * uploads from an HTTPS source (fetched daily, no one's hands). Off (404) until
 * GOOGLE_ADS_UPLOAD_PASSWORD is set; HTTP basic auth (user `google-ads`, constant-time compare:
 * hono's basicAuth); rate-limited per IP; never stored by a cache. Loaded on this path only.
 * Outside Cloudflare Access (docs/marketing.md#set-up-google-ads: the bypass rule for this one path).
 */
export const GOOGLE_ADS_USER = 'google-ads';
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const googleAdsUpload = (c: AppContext) => upload(c, 'google-ads', csvBody);
/**
 * GET /conversions/google-ads-adjustments.csv, beside it: Google's conversion adjustments
 * (./google-ads-adjustments.ts: RETRACT or RESTATE by Order ID), the same bytes as
 * `npm run leads -- --export google-ads-adjustments`, behind the same password, for a schedule of
 * its own (Google takes new conversions and adjustments in separate files).
 */
export const googleAdsAdjustmentsUpload = (c: AppContext) => upload(c, 'google-ads-adjustments', adjustmentsBody);

async function csvBody(c: AppContext, since: string): Promise<string> {
  const config = c.get('config');
  return googleAdsCsv(await exportRows(c.env.LEADS_DB, { since }), {
    since,
    conversionName: config.GOOGLE_ADS_LEAD_CONVERSION,
    contactedConversionName: config.GOOGLE_ADS_CONTACTED_CONVERSION,
    quotedConversionName: config.GOOGLE_ADS_QUOTED_CONVERSION,
    bookingConversionName: config.GOOGLE_ADS_BOOKING_CONVERSION,
  });
}

async function adjustmentsBody(c: AppContext, since: string): Promise<string> {
  return googleAdsAdjustments(await adjustmentRows(c.env.LEADS_DB, { since }), {
    since,
    bookingConversionName: c.get('config').GOOGLE_ADS_BOOKING_CONVERSION,
  });
}

async function upload(
  c: AppContext,
  name: string,
  body: (c: AppContext, since: string) => Promise<string>,
): Promise<Response> {
  const config = c.get('config');
  const password = config.GOOGLE_ADS_UPLOAD_PASSWORD;
  if (!password) return c.notFound();
  const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
  try {
    if (!(await c.env.RATE_LIMITER.limit({ key: `${ip}|${name}-csv` })).success)
      return c.text('Too many requests.', 429, { ...PRIVATE, 'Retry-After': '60' });
  } catch (error) {
    console.error('rate limiter unavailable:', error instanceof Error ? error.message : error);
  }
  try {
    await basicAuth({
      username: GOOGLE_ADS_USER,
      password,
      realm: 'Google Ads upload',
      invalidUserMessage: 'Unauthorized.',
    })(c, async () => {});
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error;
    const res = error.getResponse();
    return new Response(res.body, { status: res.status, headers: { ...Object.fromEntries(res.headers), ...PRIVATE } });
  }
  // The CLI prints it with console.log: one line break at the end here too.
  return c.body(`${await body(c, defaultSince(new Date()))}\n`, 200, {
    ...PRIVATE,
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `inline; filename="${name}.csv"`,
  });
}
