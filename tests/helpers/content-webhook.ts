import { encodeSignatureHeader } from '@sanity/webhook';

/**
 * Content tests over the Sanity stand-in, at both levels (tests/unit/content-api and
 * tests/worker/content-cache-streaming): one testimonial document to change, the query that
 * reads it, and a signed content webhook as Sanity sends it.
 */
export const review = (text: string) => ({
  _id: 'testimonial-standin',
  _type: 'testimonial',
  _createdAt: '2020-01-01T00:00:00Z',
  _updatedAt: '2020-01-01T00:00:00Z',
  name: 'Stand-in Reviewer',
  role: 'Bride',
  review: text,
  rating: 5,
  featured: true,
});
export const TESTIMONIALS = /_type == "testimonial"/;

/** POST /api/revalidate signed with `secret` at `signedAt` (the @sanity/webhook header). */
export async function signedWebhook<R>(
  target: { fetch(path: string, init: { method: string; body: string; headers: Record<string, string> }): Promise<R> },
  secret: string,
  payload: object = { _id: 'testimonial-standin', _type: 'testimonial' },
  signedAt = Date.now(),
): Promise<R> {
  const body = JSON.stringify(payload);
  const signature = await encodeSignatureHeader(body, signedAt, secret);
  return target.fetch('/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
  });
}
