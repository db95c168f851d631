import { CAPS, block, cap, chatSafe, escapeHtml, line, inboxUrl, waParam } from './format';
import { formNoun } from '../../shared/vocabulary/forms';
import { digestRows } from '../data/lead-rows';
import { formatIndiaDateTime, formatIndiaWeekdayDate, indiaDayRange } from '../../shared/india-time';

/**
 * The daily digest: the India day's leads by source, and the leads still 'new' (received that
 * day or in the six days before it; older ones are the inbox's business). Read at send time.
 */
export interface Digest {
  day: string;
  total: number;
  bySource: { source: string; count: number }[];
  uncontacted: { id: string; form: string; name: string; receivedAt: string }[];
  uncontactedTotal: number;
}

const LISTED = 15;

export async function readDigest(db: D1Database, day: string): Promise<Digest> {
  const [start, end] = indiaDayRange(day);
  const weekStart = new Date(Date.parse(start) - 6 * 24 * 3600_000).toISOString();
  const { bySource, uncontacted, uncontactedTotal } = await digestRows(db, { start, weekStart, end, listed: LISTED });
  return {
    day,
    total: bySource.reduce((n, r) => n + r.count, 0),
    bySource,
    uncontacted,
    uncontactedTotal,
  };
}

const sourcesText = (d: Digest) =>
  d.total ? `${d.total} (${d.bySource.map((r) => `${line(r.source, 40)}: ${r.count}`).join(', ')})` : '0';
const heading = (d: Digest) =>
  `Leads of ${formatIndiaWeekdayDate(d.day)}: ${sourcesText(d)}. Still uncontacted: ${d.uncontactedTotal}`;
const more = (d: Digest) =>
  d.uncontactedTotal > d.uncontacted.length
    ? [`… and ${d.uncontactedTotal - d.uncontacted.length} more in the inbox.`]
    : [];
const itemText = (u: Digest['uncontacted'][number]) =>
  `${line(u.name, CAPS.name)} (${formNoun(u.form)}, ${formatIndiaDateTime(u.receivedAt) || 'unknown time'})`;

export function chatDigest(d: Digest, siteUrl: string) {
  const lines = [
    `${heading(d)}.`,
    ...d.uncontacted.map((u) => `• ${chatSafe(itemText(u))} ${inboxUrl(siteUrl, u.id)}`),
    ...more(d),
    `Inbox: ${siteUrl}/admin/leads`,
  ];
  const text = block(lines.join('\n'), 3500);
  return {
    text,
    content: cap(text, 2000),
    allowed_mentions: { parse: [] as string[] },
    kind: 'digest',
    digest: { day: d.day, total: d.total, bySource: d.bySource, uncontacted: d.uncontactedTotal },
  };
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export function emailDigest(d: Digest, siteUrl: string) {
  const subject = `Leads of ${formatIndiaWeekdayDate(d.day)}: ${d.total}, ${d.uncontactedTotal} still uncontacted`;
  const text = [
    `${heading(d)}.`,
    '',
    ...d.uncontacted.map((u) => `- ${itemText(u)}: ${inboxUrl(siteUrl, u.id)}`),
    ...more(d),
    '',
    `Inbox: ${siteUrl}/admin/leads`,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(heading(d))}.</p>`,
    d.uncontacted.length
      ? `<ul>${d.uncontacted.map((u) => `<li>${link(inboxUrl(siteUrl, u.id), itemText(u))}</li>`).join('')}</ul>`
      : '',
    ...more(d).map((m) => `<p>${escapeHtml(m)}</p>`),
    `<p><a href="${escapeHtml(siteUrl)}/admin/leads">Open the inbox</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The digest template's parameters {{1}} … {{4}} (docs/operators.md#whatsapp). */
export const whatsappDigestParams = (d: Digest, siteUrl: string) =>
  [formatIndiaWeekdayDate(d.day), sourcesText(d), String(d.uncontactedTotal), `${siteUrl}/admin/leads`].map((v) =>
    waParam(v, 300),
  );
