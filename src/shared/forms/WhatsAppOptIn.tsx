import { useT, useLocale } from '../i18n/context';
import { useSiteName } from '../public-config';
import type { OptInKey } from '../vocabulary/forms';
import { LANGUAGE_FIELD, OPT_IN_FIELD } from './opt-in';

/**
 * A form's opt-in words, its row's `optIn` (src/shared/vocabulary/form-table.ts), written as a
 * literal where the form is chosen and typed by that row: an island's texts chunk then holds its
 * own form's words alone (src/build/island-keys.ts reads literals; importing the table would bring
 * every form's).
 */
export type OptInMessage = OptInKey;

/**
 * The WhatsApp opt-in of a lead form (docs/product.md#whatsapp-opt-in), and the page's language
 * beside it: a checkbox, unticked by default, worded as WhatsApp's Business Policy asks (the
 * business's name, messages on WhatsApp), and a hidden `language` input. Both post with the form
 * without JavaScript; with it, `optInFields` reads them for the JSON body. The worker stores them
 * beside the lead, never in what it relays (src/worker/api/prefs.ts).
 */

export function WhatsAppOptIn({ id, message }: { id: string; message: OptInMessage }) {
  const t = useT();
  const locale = useLocale();
  const business = useSiteName();
  return (
    <>
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
      <label className="form__check" htmlFor={id}>
        <input type="checkbox" id={id} name={OPT_IN_FIELD} value="on" />
        <span>{t(message, { business })}</span>
      </label>
    </>
  );
}
