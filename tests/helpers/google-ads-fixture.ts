import { expect } from 'vitest';
import { freshGclid, Jar } from './attribution';
import { CALLBACK, json, post, type Harness } from './leads';
import { asBrowser } from './requests';

/**
 * Google Ads' scheduled upload at both levels (tests/unit/google-ads-export: the URL's rules;
 * tests/worker/conversions-google-ads-export-cli: the CLI's bytes on the build): the worker's settings, the
 * basic-auth header, and an ad lead with or without marketing consent.
 */
export const SITE = 'https://photos.example.in';
export const PASSWORD = 'correct-horse-battery-staple-42';
export const URL_PATH = '/conversions/google-ads.csv';
export const UPLOAD_VARS = {
  SITE_URL: SITE,
  LEAD_RETRY_BASE_SECONDS: '0',
  GOOGLE_ADS_BOOKING_CONVERSION: 'Booking (site)',
};
export const UPLOAD_SECRETS = { GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD };

export const basic = (user: string, pass: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
  'cf-connecting-ip': '10.99.0.1',
});

/** A visitor from a Google ad (a fresh gclid) who accepts or rejects marketing, then sends the callback form. */
export async function adLead(server: Harness, choice: 'accept' | 'reject', email: string) {
  const jar = new Jar();
  const gclid = freshGclid();
  jar.take(await server.fetch(`/place/wedding-photographer-jaipur?gclid=${gclid}`, asBrowser));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const res = await post(
    server,
    'submit-form',
    { ...CALLBACK, email, eventId: crypto.randomUUID() },
    { cookie: jar.header },
  );
  expect(res.status).toBe(202);
  return { id: (await json(res)).id as string, gclid };
}
