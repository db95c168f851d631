import * as z from 'zod/mini';
import { httpUrl, optional, text, type SettingsGroup } from './zod';

/** Placeholder brand name: the one default for SITE_NAME. */
export const DEFAULT_SITE_NAME = 'ShutterStory';

/**
 * The core settings: what every page needs (its canonical URL, the brand, the content source).
 * One of them malformed: pages answer a plain error page (503) while the lead endpoints still keep
 * what they are sent (docs/operators.md#configuration); each field then stands at its default.
 */
export const coreSchema = z.object({
  SITE_URL: z._default(optional(httpUrl()), 'http://127.0.0.1:8787'),
  SITE_NAME: z._default(optional(z.string().check(z.maxLength(60))), DEFAULT_SITE_NAME),
  SUPPORT_PHONE: z._default(
    optional(text(/^\+?[0-9 ]{6,20}$/, 'must be a phone number like +919876543210')),
    '+919876543210',
  ),
  SUPPORT_EMAIL: z._default(optional(z.email()), 'hello@example.com'),
  SANITY_PROJECT_ID: optional(text(/^[a-zA-Z0-9-]+$/, 'letters, digits and dashes only')),
  SANITY_DATASET: z._default(
    optional(text(/^~?[a-z0-9_-]{1,64}$/, 'lowercase letters, digits, _ and -, at most 64')),
    'production',
  ),
  SANITY_API_VERSION: z._default(optional(text(/^(1|X|\d{4}-\d{2}-\d{2})$/, "'1', 'X' or YYYY-MM-DD")), '2023-05-03'),
  SANITY_API_HOST: optional(httpUrl()),
  // Signs the Sanity webhook of POST /api/revalidate (unset: the webhook is refused).
  SANITY_WEBHOOK_SECRET: optional(z.string()),
});

export const core: SettingsGroup<typeof coreSchema> = {
  id: 'core',
  label: 'Site (core settings)',
  schema: coreSchema,
  on: () => true,
  whenInvalid: 'pages answer a plain error page (503); leads are still kept',
};

/**
 * The core values, each malformed one at its default (so the lead endpoints can still run), and
 * the problems ('NAME rule'); an empty list when all parse.
 */
export function readCore(env: object): { value: z.output<typeof coreSchema>; problems: string[] } {
  const whole = coreSchema.safeParse(env);
  if (whole.success) return { value: whole.data, problems: [] };
  const fields = coreSchema.shape;
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  const vars = env as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    const one = (field as z.ZodMiniType).safeParse(vars[name]);
    if (one.success) value[name] = one.data;
    else {
      problems.push(`${name} ${one.error.issues[0]?.message ?? 'is malformed'}`);
      value[name] = (field as z.ZodMiniType).parse(undefined);
    }
  }
  return { value: value as z.output<typeof coreSchema>, problems };
}
