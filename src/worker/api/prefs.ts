import { translate } from '../../shared/i18n/catalogues';
import { isLocale } from '../../shared/i18n/locales';
import { optInKey, type Form } from '../../shared/vocabulary/forms';
import type { LeadMeta } from '../leads/types';
import { LANGUAGE_FIELD, OPT_IN_FIELD } from '../../shared/forms/opt-in';
import { formLocale } from '../request/facts';
import type { AppContext } from '../app-env';

/**
 * What a submission says beside its payload, never relayed (the backend's JSON is unchanged):
 * `language`, the language of the form's page ('en' | 'hi': the form's useLocale(), a hidden input
 * without JavaScript; absent, the language the request came in: src/worker/request/facts.ts formLocale), and
 * `whatsappOptIn`, the WhatsApp opt-in checkbox (ticked: 'on', true or 'true'; unticked: absent,
 * '', false or 'false'). Anything else is refused (422) like any malformed field. Stored with the
 * lead (migrations/0014_lead_prefs.sql), with the words of the opt-in ticked, in the page's language:
 * its form's row's `optIn` (src/shared/vocabulary/form-table.ts; none for a form without them).
 */

const YES = new Set<unknown>(['on', 'true', true]);
const NO = new Set<unknown>([undefined, null, '', 'false', false]);

export type Prefs = Pick<LeadMeta, 'language' | 'whatsappOptIn' | 'optInText'>;

export function prefsOf(
  c: AppContext,
  fields: Record<string, unknown>,
  form: Form,
): { ok: true; prefs: Prefs } | { ok: false; fields: Record<string, string> } {
  const sent = fields[LANGUAGE_FIELD];
  const opt = fields[OPT_IN_FIELD];
  const errors: Record<string, string> = {};
  if (!NO.has(sent) && !isLocale(sent)) errors[LANGUAGE_FIELD] = 'Unknown language.';
  if (!NO.has(opt) && !YES.has(opt)) errors[OPT_IN_FIELD] = 'Tick the box, or leave it empty.';
  if (Object.keys(errors).length) return { ok: false, fields: errors };
  const language = formLocale(c, sent);
  const whatsappOptIn = YES.has(opt);
  const key = optInKey(form);
  return {
    ok: true,
    prefs: {
      language,
      whatsappOptIn,
      optInText: whatsappOptIn && key ? translate(language)(key, { business: c.get('config').SITE_NAME }) : null,
    },
  };
}
