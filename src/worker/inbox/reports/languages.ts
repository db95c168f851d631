import { LOCALES } from '../../../shared/i18n/locales';
import { languageReportRows, type LanguageReportRow } from '../../data/language-report';
import { reportWindow } from './window';

/**
 * Leads, verified share and bookings by the language of the page each lead came from
 * (docs/marketing.md#reports; the query: ../../data/language-report.ts), every language of the site
 * listed, with zeros when it had none.
 */
export interface LanguageFigure {
  language: string;
  leads: number;
  verified: number;
  unverified: number;
  spam: number;
  /** verified / leads; 0 without leads. */
  verifiedShare: number;
  booked: number;
  bookedValue: number;
}

export function languageFiguresFromRows(rows: LanguageReportRow[]): LanguageFigure[] {
  const by = new Map(rows.map((r) => [r.language, r]));
  const languages = [
    ...LOCALES,
    ...rows.map((r) => r.language).filter((l) => !(LOCALES as readonly string[]).includes(l)),
  ];
  return languages.map((language) => {
    const r = by.get(language);
    const leads = Number(r?.leads ?? 0);
    const verified = Number(r?.verified ?? 0);
    return {
      language,
      leads,
      verified,
      unverified: Number(r?.unverified ?? 0),
      spam: Number(r?.spam ?? 0),
      verifiedShare: leads ? verified / leads : 0,
      booked: Number(r?.booked ?? 0),
      bookedValue: Number(r?.value ?? 0),
    };
  });
}

export async function languageFigures(
  db: D1Database,
  { days, now }: { days: number; now: Date },
): Promise<LanguageFigure[]> {
  const w = reportWindow(days, now);
  return languageFiguresFromRows(await languageReportRows(db, w.since, w.until));
}
