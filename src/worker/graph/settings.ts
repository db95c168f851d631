import * as z from 'zod/mini';
import { httpUrl, optional, type SettingsGroup } from '../settings/zod';

/**
 * Meta's Graph API origin (default https://graph.facebook.com; tests point it at a loopback
 * stand-in), shared by WhatsApp notices and the Meta Conversions API. Malformed: both are off.
 */
export const graphSchema = z.object({
  META_GRAPH_URL: optional(httpUrl()),
});

export const graphSettings: SettingsGroup<typeof graphSchema> = {
  id: 'graph',
  label: "Meta's Graph API origin (WhatsApp notices, Meta conversions)",
  schema: graphSchema,
  on: () => true,
  whenInvalid: 'WhatsApp notices and Meta conversions are off',
};
