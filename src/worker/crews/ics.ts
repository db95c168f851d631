import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatIndiaDateTime } from '../../shared/india-time';
import { displayPhone } from '../../shared/vocabulary/phone';
import { cityLabel } from '../../shared/vocabulary/services';
import type { CrewDay } from '../data/crew-feeds';
import { CREW_CITIES } from './cities';

/**
 * The crews' calendar feeds as iCalendar (RFC 5545), written by ical-generator (pinned in
 * package.json; pure JavaScript, no Node API, so it runs on Workers): one feed per city and one
 * for all cities (docs/sales.md#calendar-feeds). A booking is a confirmed all-day event, a hold a
 * tentative one; each has the city, the lead's name, phone and inbox link, and a UID that stays
 * the same while the row lives (proposal, date, city), so a subscribed calendar updates it in place.
 */

/** The feeds: 'all' and every crew city's canonical value. */
export const FEED_SCOPES: readonly string[] = ['all', ...CREW_CITIES.map(([v]) => v)];

/** A feed's address: the token in the path (a calendar app keeps a path as it is). */
export const feedUrl = (siteUrl: string, scope: string, token: string) => `${siteUrl}/calendar/${scope}/${token}.ics`;

/** The scope and token of a feed's path, or null ('/calendar/jaipur/<token>.ics'). */
export function feedPath(path: string): { scope: string; token: string } | null {
  const m = /^\/calendar\/([a-z-]{2,40})\/([A-Za-z0-9_-]{20,100})\.ics$/.exec(path);
  return m && FEED_SCOPES.includes(m[1]!) ? { scope: m[1]!, token: m[2]! } : null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function feedText(
  rows: CrewDay[],
  { scope, siteUrl, siteName, now }: { scope: string; siteUrl: string; siteName: string; now: Date },
): string {
  const host = new URL(siteUrl).host;
  const cal = ical({
    name: `${siteName} crews: ${scope === 'all' ? 'all cities' : cityLabel(scope)}`,
    prodId: { company: siteName, product: 'crews', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // How often a subscribed calendar should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const r of rows) {
    const booked = r.kind === 'booked';
    const city = cityLabel(r.city);
    const who = r.name || `lead ${r.leadId}`;
    const inbox = `${siteUrl}/admin/leads/${encodeURIComponent(r.leadId)}`;
    cal.createEvent({
      id: `${r.proposalId}.${r.day}.${r.city}@${host}`,
      start: new Date(`${r.day}T00:00:00Z`),
      end: nextDay(r.day),
      allDay: true,
      stamp: now,
      status: booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      summary: `${booked ? 'Booked' : 'Hold'}: ${who} (${city})`,
      location: city,
      url: inbox,
      description: [
        `${who}${r.phone ? `, ${displayPhone(r.phone)}` : ''}`,
        `City: ${city}`,
        booked ? 'Booked (paid)' : `Held until ${formatIndiaDateTime(r.holdUntil)}, unless the advance is paid`,
        `Inbox: ${inbox}`,
      ].join('\n'),
    });
  }
  return cal.toString();
}
