/**
 * The consent choice (docs/marketing.md#consent-dpdp, DPDP Act 2023: free, specific, informed, as easy to withdraw as
 * to give). One purpose besides the strictly necessary: marketing measurement, which lets the
 * ad attribution of a visit be kept 90 days. The choice is stored in the `consent` cookie with the
 * notice version and time it was made: `<version>.<0|1>.<epoch seconds>`. A cookie of another
 * notice version counts as no choice (the visitor is asked again).
 */
export const CONSENT_COOKIE = 'consent';
/** The page behind the footer's permanent 'Privacy choices' link. */
export const PRIVACY_CHOICES_PATH = '/privacy-choices';
/** Bump when the notice text below changes in substance: everyone is asked again. */
// 2026-11-25 (docs/decisions/0024-consent-notice-versioned.md): the conversion now also goes to
// Meta, with the e-mail and phone hashed.
export const NOTICE_VERSION = '2026-11-25';
/** How long the choice itself is remembered (strictly necessary to honour it). */
export const CONSENT_MAX_AGE = 365 * 24 * 3600;

export interface ConsentChoice {
  marketing: boolean;
  version: string;
  /** When the choice was made (ISO 8601, UTC). */
  at: string;
}

export type ConsentState = 'granted' | 'denied' | 'unset';
export const consentState = (c: ConsentChoice | null): ConsentState =>
  c ? (c.marketing ? 'granted' : 'denied') : 'unset';

export function formatConsent(marketing: boolean, at: Date = new Date()): string {
  return `${NOTICE_VERSION}.${marketing ? 1 : 0}.${Math.floor(at.getTime() / 1000)}`;
}

/** The current notice's choice from a cookie value; null for none, another version, or garbage. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const m = /^(\d{4}-\d{2}-\d{2})\.([01])\.(\d{9,11})$/.exec(value ?? '');
  if (!m || m[1] !== NOTICE_VERSION) return null;
  return { marketing: m[2] === '1', version: m[1]!, at: new Date(Number(m[3]) * 1000).toISOString() };
}

/** The notice, in plain words: shown by the consent element and the Privacy choices page. */
export const NOTICE = {
  title: 'Privacy choices',
  intro:
    'We note which ad or website brought you here (for example the campaign name or the ad click ' +
    'id) so we can tell which of our ads work. We never sell it.',
  necessary:
    'Strictly necessary (always on): remembering this choice, and keeping where this visit came ' +
    'from until you leave, so a request you send us is counted for the right ad.',
  marketing:
    'Marketing measurement: keep where you came from for 90 days, so a request you send us on a ' +
    'later visit is credited to the ad that brought you, and report that request (and a booking, ' +
    'with its value) to the ad platforms that showed you our ads (Google Ads, Meta), with your ' +
    'e-mail address and phone number scrambled (hashed) so they can match it to their ad without ' +
    'reading them.',
  change: 'You can change or withdraw this at any time from "Privacy choices" at the bottom of every page.',
} as const;
