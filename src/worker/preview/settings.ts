import * as z from 'zod/mini';
import { optional, text, type SettingsGroup } from '../settings/zod';

/**
 * Draft preview (docs/editors.md#setting-up-preview): a viewer token (secret, server-only) and
 * where the Studio lives. Malformed: preview is off (the token is not used), public pages as ever.
 */
export const previewSchema = z.object({
  SANITY_READ_TOKEN: optional(z.string().check(z.maxLength(512))),
  SANITY_STUDIO_URL: z._default(
    optional(text(/^(\/|https?:\/\/)\S*$/, 'a path like /studio or an http(s) URL')),
    '/studio',
  ),
});

export const previewSettings: SettingsGroup<typeof previewSchema> = {
  id: 'preview',
  label: 'Draft preview',
  schema: previewSchema,
  on: (v) => !!v.SANITY_READ_TOKEN,
  whenInvalid: 'preview is off',
};
