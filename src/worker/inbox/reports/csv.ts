/**
 * The reports' figures as one CSV (RFC 4180: CRLF, quoted where needed; spreadsheet formulas
 * defused by src/shared/csv.ts, the one rule for every CSV the project writes). One long table
 * with a `table` column, so a spreadsheet filter splits it:
 *   total         the window's funnel (day: 'from/to' India days)
 *   day           leads per India day per charted source (top 5, then '(other)'), zeros included
 *   campaign      the funnel per source / medium / campaign
 *   landing_page  the funnel per landing page
 *   whatsapp_total, whatsapp_campaign, whatsapp_landing_page  the same over WhatsApp chat leads
 *                 (only when there are any; the rows above count them too)
 * booked_value_inr is whole rupees, unformatted (a number to a spreadsheet). verified, unverified
 * and spam count how the senders were judged (figures.ts; spam is in no other count), spam_percent
 * is spam / (leads + spam) × 100 to one decimal. chat_taps counts taps on the chat button (beside
 * the funnel; '' on day rows, which count leads).
 *   language_en, language_hi  form leads by the language of their page (./languages.ts; WhatsApp chats
 *                 left out): leads, booked, booked_value_inr, verified, unverified, spam, spam_percent
 *   people_total, people_campaign, people_landing_page  people apart from leads: each person who
 *                 sent a lead in the window once, under their first lead's attribution (figures.ts);
 *                 the count is in the leads column, the funnel's other columns are ''
 */
import { csv } from '../../../shared/csv';
import { spamShare, type Funnel, type ReportFigures } from './figures';
import type { LanguageFigure } from './languages';

export const REPORT_CSV_HEADER =
  'table,day,source,medium,campaign,landing_page,leads,contacted,booked,booked_value_inr,' +
  'verified,unverified,spam,spam_percent,chat_taps';

export function reportCsv(f: ReportFigures, languages: LanguageFigure[] = []): string {
  const line = (cells: Array<string | number>) => cells.map((c) => csv(String(c))).join(',');
  const funnel = (x: Funnel) => [
    x.leads,
    x.contacted,
    x.booked,
    x.bookedValue,
    x.verified,
    x.unverified,
    x.spam,
    Math.round(spamShare(x) * 1000) / 10,
    x.taps,
  ];
  const lines = [
    REPORT_CSV_HEADER,
    line(['total', `${f.from}/${f.to}`, '', '', '', '', ...funnel(f.total)]),
    ...f.perDay.flatMap((d) =>
      f.series.map((s, i) => line(['day', d.day, s, '', '', '', d.counts[i]!, '', '', '', '', '', '', '', ''])),
    ),
    ...f.campaigns.map((c) => line(['campaign', '', c.source, c.medium, c.campaign, '', ...funnel(c)])),
    ...f.landingPages.map((p) => line(['landing_page', '', '', '', '', p.landingPath, ...funnel(p)])),
    ...(f.chats.total.leads
      ? [
          line(['whatsapp_total', `${f.from}/${f.to}`, '', '', '', '', ...funnel(f.chats.total)]),
          ...f.chats.campaigns.map((c) =>
            line(['whatsapp_campaign', '', c.source, c.medium, c.campaign, '', ...funnel(c)]),
          ),
          ...f.chats.landingPages.map((p) =>
            line(['whatsapp_landing_page', '', '', '', '', p.landingPath, ...funnel(p)]),
          ),
        ]
      : []),
    ...languages.map((l) =>
      line([
        `language_${l.language}`,
        `${f.from}/${f.to}`,
        '',
        '',
        '',
        '',
        l.leads,
        '',
        l.booked,
        l.bookedValue,
        l.verified,
        l.unverified,
        l.spam,
        Math.round(spamShare(l) * 1000) / 10,
        '',
      ]),
    ),
    ...peopleLines(f, line),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function peopleLines(f: ReportFigures, line: (cells: Array<string | number>) => string): string[] {
  const rest: string[] = Array(8).fill(''); // contacted … chat_taps
  if (!f.people) return [];
  return [
    line(['people_total', `${f.from}/${f.to}`, '', '', '', '', f.people.total, ...rest]),
    ...f.people.campaigns.map((c) =>
      line(['people_campaign', '', c.source, c.medium, c.campaign, '', c.people, ...rest]),
    ),
    ...f.people.landingPages.map((p) =>
      line(['people_landing_page', '', '', '', '', p.landingPath, p.people, ...rest]),
    ),
  ];
}

/** 'leads-report-2026-10-27-to-2026-11-25.csv' (the download's name). */
export const reportCsvFilename = (f: ReportFigures) => `leads-report-${f.from}-to-${f.to}.csv`;
