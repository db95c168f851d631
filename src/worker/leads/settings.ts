import * as z from 'zod/mini';
import { httpUrl, int, optional, type SettingsGroup } from '../settings/zod';

/**
 * The lead relay and retention (docs/operators.md#configuration). None of them can cost a lead:
 * a malformed BACKEND_URL keeps leads in D1 as with no backend; a malformed retry delay means the
 * default 30 s; a malformed retention anonymises nothing until fixed.
 */
export const relaySchema = z.object({
  BACKEND_URL: optional(httpUrl()),
});

export const relaySettings: SettingsGroup<typeof relaySchema> = {
  id: 'relay',
  label: 'Lead relay to the backend',
  schema: relaySchema,
  on: (v) => !!v.BACKEND_URL,
  whenInvalid: 'leads are kept in D1, as with no backend',
};

export const DEFAULT_RETRY_BASE_SECONDS = 30;

export const retrySchema = z.object({
  // First retry delay of a lead the backend refused (doubles each attempt); tests set 0.
  LEAD_RETRY_BASE_SECONDS: z._default(optional(int(0, 3600)), DEFAULT_RETRY_BASE_SECONDS),
});

export const retrySettings: SettingsGroup<typeof retrySchema> = {
  id: 'retry',
  label: 'Lead relay retry delay',
  schema: retrySchema,
  on: () => true,
  whenInvalid: `the default, ${DEFAULT_RETRY_BASE_SECONDS} s`,
};

export const retentionSchema = z.object({
  // Leads older than this are anonymised by the cron (data/retention.ts).
  LEAD_RETENTION_MONTHS: z._default(optional(int(1, 120)), 24),
});

export const retentionSettings: SettingsGroup<typeof retentionSchema, { LEAD_RETENTION_MONTHS: number | null }> = {
  id: 'retention',
  label: 'Lead retention (anonymising old leads)',
  schema: retentionSchema,
  on: () => true,
  whenInvalid: 'no lead is anonymised',
  off: { LEAD_RETENTION_MONTHS: null },
};
