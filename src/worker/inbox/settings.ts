import * as z from 'zod/mini';
import { optional, text, type ConcernSettings } from '../settings/zod';

/**
 * Cloudflare Access in front of /admin (docs/operators.md#cloudflare-access-for-the-inbox): the
 * team domain is an origin (https://<team>.cloudflareaccess.com; tests use a loopback stand-in),
 * the AUD tag is the Access application's. Unset: /admin answers 403 (the owner's own machine
 * aside). Malformed: /admin refuses everyone, the local machine too; it never opens.
 */
export const accessSchema = z.object({
  ACCESS_TEAM_DOMAIN: optional(
    z.pipe(
      text(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an origin like https://<team>.cloudflareaccess.com'),
      z.transform((v: string) => v.replace(/\/+$/, '')),
    ),
  ),
  ACCESS_AUD: optional(z.string().check(z.maxLength(200))),
});

export const accessSettings: ConcernSettings<typeof accessSchema> = {
  id: 'access',
  label: 'Inbox sign-in (Cloudflare Access)',
  schema: accessSchema,
  on: (v) => !!(v.ACCESS_TEAM_DOMAIN && v.ACCESS_AUD),
  whenInvalid: '/admin refuses everyone (403)',
};
