/**
 * A text fit for the worker's log: no phone number and no e-mail address in it. The business side
 * names a lead by its id alone in a log (docs/operators.md#logs), yet an error passed on from a
 * sender can name its recipient ("WhatsApp to +919876501234: HTTP 500", "e-mail to a@b.in: …"),
 * and a service's answer can quote one back. Such errors are still stored whole on the lead's
 * outbox row, which the inbox shows to the team; only what goes to the log is cut here.
 * A phone: 10 to 15 digits, with or without '+' (as lead_contacts and E.164 write them), or '+'
 * and digits in groups ("+91 98765 01234"); never part of a longer word or id (a lead id's digits).
 */
const PHONE = /(?<![\w.-])(?:\+?\d{10,15}|\+\d{1,3}(?:[ -]\d{2,6}){2,4})(?![\w-])/g;
const EMAIL = /[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[A-Za-z]{2,}/g;

export const logText = (text: string): string => text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');

/** An error's message (or the thing thrown, as text), fit for the log. */
export const logError = (error: unknown): string => logText(error instanceof Error ? error.message : String(error));
