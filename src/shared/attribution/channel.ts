/**
 * Source / medium / campaign of a touch as ad platforms read them (one rule for the reports, the
 * inbox and the notices): the utm values when given; otherwise a Google click id means
 * google / cpc and a Meta one facebook / paid (auto-tagged ads carry no utm); otherwise the
 * referrer's host / referral; otherwise (direct) / (none). Pure: Node runs it for `npm run leads`.
 */
export type JsonTouch = Partial<Record<string, string | null>>;

export interface Channel {
  source: string;
  medium: string;
  campaign: string;
}

export function channel(t: JsonTouch | null | undefined): Channel {
  const campaign = t?.utm_campaign ?? '(not set)';
  if (t?.utm_source) return { source: t.utm_source, medium: t.utm_medium ?? '(not set)', campaign };
  if (t?.gclid || t?.gbraid || t?.wbraid) return { source: 'google', medium: t.utm_medium ?? 'cpc', campaign };
  if (t?.fbclid) return { source: 'facebook', medium: t.utm_medium ?? 'paid', campaign };
  if (t?.referrer) return { source: t.referrer.replace(/^https?:\/\//, ''), medium: 'referral', campaign };
  return { source: '(direct)', medium: '(none)', campaign };
}

/** The landing page's path (its query holds the parameters already counted by channel). */
export const landingPath = (t: JsonTouch | null | undefined) => (t?.landingPage ?? '(unknown)').split('?')[0]!;
