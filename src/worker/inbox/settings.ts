import * as z from 'zod/mini';
import { int, list, optional, text, type SettingsGroup } from '../settings/zod';

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

export const accessSettings: SettingsGroup<typeof accessSchema> = {
  id: 'access',
  label: 'Inbox sign-in (Cloudflare Access)',
  schema: accessSchema,
  on: (v) => !!(v.ACCESS_TEAM_DOMAIN && v.ACCESS_AUD),
  whenInvalid: '/admin refuses everyone (403)',
};

/**
 * The sales team's rules (docs/sales.md, docs/operators.md#the-sales-team): INBOX_TEAM lists the
 * members' Access e-mails (more can be added on the Team page); new leads go round-robin to the
 * available ones. INBOX_FIRST_RESPONSE_MINUTES is the first-response target in business minutes
 * (Monday to Saturday, 10am - 7pm India time). Malformed: the Team page's members only, and 15.
 */
export const FIRST_RESPONSE_MINUTES = 15;
export const salesSchema = z.object({
  INBOX_TEAM: list(
    z.pipe(
      text(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/, 'must be e-mail addresses, comma-separated'),
      z.transform((v: string) => v.toLowerCase()),
    ),
  ),
  INBOX_FIRST_RESPONSE_MINUTES: z._default(optional(int(1, 24 * 60)), FIRST_RESPONSE_MINUTES),
});

export const salesSettings: SettingsGroup<typeof salesSchema> = {
  id: 'sales',
  label: 'Sales team (round-robin, first-response target)',
  schema: salesSchema,
  on: (v) => !!v.INBOX_TEAM?.length,
  whenInvalid: "the Team page's members only; a 15-minute first-response target",
};
