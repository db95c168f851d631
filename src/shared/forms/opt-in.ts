/**
 * The fields a lead form sends beside its payload (./WhatsAppOptIn.tsx renders them; the worker
 * reads them in src/worker/api/prefs.ts): the page's language and the WhatsApp opt-in.
 */
export type { OptInForm } from '../vocabulary/forms';
/**
 * The page's language ('hi'): the endpoint words its messages in it and keeps it beside the lead;
 * it is never part of the lead's payload (docs/decisions/0033-interface-texts-from-the-catalogue.md).
 */
export const LANGUAGE_FIELD = 'language';
export const OPT_IN_FIELD = 'whatsappOptIn';

/** The opt-in and the language as the JSON body carries them (the opt-in only when ticked). */
export function optInFields(form: HTMLFormElement | null): Record<string, string> {
  const el = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | null;
  const language = el(LANGUAGE_FIELD)?.value ?? '';
  return {
    ...(language ? { [LANGUAGE_FIELD]: language } : {}),
    ...(el(OPT_IN_FIELD)?.checked ? { [OPT_IN_FIELD]: 'on' } : {}),
  };
}

/** After a successful submission the form starts again unticked. */
export function clearOptIn(form: HTMLFormElement | null): void {
  const box = form?.elements.namedItem(OPT_IN_FIELD) as HTMLInputElement | null;
  if (box) box.checked = false;
}
