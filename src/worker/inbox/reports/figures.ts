/**
 * The reports' figures from the report's grouped rows (src/worker/data/sql.ts, the one query the
 * inbox and `npm run leads -- --report` run): pure, run by Node too (explicit .ts imports only).
 *
 * The funnel: where the leads stand now, one stage each, so the stages add up to the leads
 * (`stages`: new = still new, contacted, quoted, booked, lost), drawn per campaign and per page.
 * Beside it the "reached at least" figures the summary, the CSV and the CLI keep:
 *   leads      every lead received in the window (new or later)
 *   contacted  the lead's stage is contacted, quoted or booked now, OR it is lost after having been
 *              moved to one of those (lead_audit; see data/sql.ts): losing a lead does not un-contact it
 *   booked     the lead's stage is booked now, and booked value = the sum of those leads' value
 *              (rupees); a booking later lost (cancelled) is no longer a booking
 * Lead quality (src/worker/leads/quality.ts): spam is kept apart, in none of the counts above;
 *   verified   Turnstile said a person sent it, or a person released it from spam
 *   unverified Turnstile was on but gave no answer (no token, siteverify unreachable)
 *   spam       Turnstile said no, the honeypot was filled or a spam rule matched
 *   spam share spam / (leads + spam): the share of what a source sent that was spam
 * (leads neither verified nor unverified came while Turnstile was off: unchecked).
 * People (lead_person, migrations/0010_people.sql; figures.people): everyone who sent a lead (not
 *   spam) in the window, each counted once, under the attribution of their first lead ever (the
 *   person's first touch), so a group's people and leads differ when someone enquired twice or
 *   first came through another source or page.
 * Attribution is the lead's last touch, as lead_pipeline stores it (channel() in
 * src/shared/attribution/channel.ts, the rule `npm run leads -- --report` uses).
 */
import type { ReportRow, TapReportRow } from '../../data/sql.ts';
import { reportWindow, type ReportDays } from './window.ts';
import type { Stage } from '../../../shared/vocabulary/stages.ts';

export type { ReportDays, ReportRow, TapReportRow };

export interface Funnel {
  leads: number;
  /** Leads at each stage now; they add up to `leads`. */
  stages: Record<Stage, number>;
  contacted: number;
  booked: number;
  bookedValue: number;
  verified: number;
  unverified: number;
  spam: number;
  /** Taps on the chat button (chat_taps) with this attribution: beside the leads, not part of the funnel. */
  taps: number;
}
export interface CampaignFunnel extends Funnel {
  source: string;
  medium: string;
  campaign: string;
}
export interface PageFunnel extends Funnel {
  landingPath: string;
}

export interface ReportFigures {
  days: ReportDays;
  /** First and last India day of the window, inclusive. */
  from: string;
  to: string;
  total: Funnel;
  /** The chart's series: the top 5 sources by leads, then OTHER_SOURCES when there are more. */
  series: string[];
  /** Every day of the window, oldest first; counts line up with series. */
  perDay: Array<{ day: string; leads: number; counts: number[] }>;
  /** Per source / medium / campaign (the CLI's key), most leads first. */
  campaigns: CampaignFunnel[];
  /** Per landing page, most leads first. */
  landingPages: PageFunnel[];
  /** The same funnels over WhatsApp chat leads only (form 'whatsapp'); every lead's above includes them. */
  chats: ChatFunnels;
  /** People apart from leads (see above): the total, per first-touch campaign and landing page. */
  people: PeopleFigures;
}

export interface PeopleFigures {
  total: number;
  /** Most people first; groups with none left out. */
  campaigns: Array<{ source: string; medium: string; campaign: string; people: number }>;
  landingPages: Array<{ landingPath: string; people: number }>;
}

/** The people of the report's funnel rows (ReportRow.people), by first touch: one sum each, as the SQL grouped them. */
export function peopleFigures(rows: ReportRow[]): PeopleFigures {
  const campaigns = new Map<string, PeopleFigures['campaigns'][number]>();
  const pages = new Map<string, PeopleFigures['landingPages'][number]>();
  let total = 0;
  for (const r of rows) {
    const n = r.people ?? 0;
    if (n <= 0) continue;
    if (r.by === 'campaign') {
      total += n;
      const key = JSON.stringify([r.source, r.medium, r.campaign]);
      const c = campaigns.get(key) ?? { source: r.source, medium: r.medium, campaign: r.campaign, people: 0 };
      c.people += n;
      campaigns.set(key, c);
    } else if (r.by === 'page') {
      const p = pages.get(r.landing_path) ?? { landingPath: r.landing_path, people: 0 };
      p.people += n;
      pages.set(r.landing_path, p);
    }
  }
  return {
    total,
    campaigns: [...campaigns.values()].sort(
      (a, b) => b.people - a.people || campaignLabel(a).localeCompare(campaignLabel(b)),
    ),
    landingPages: [...pages.values()].sort((a, b) => b.people - a.people || a.landingPath.localeCompare(b.landingPath)),
  };
}

export type ChatFunnels = Pick<ReportFigures, 'total' | 'campaigns' | 'landingPages'>;

export const TOP_SOURCES = 5;
/** The series of every source beyond the top 5 (parenthesised like '(direct)', so no utm_source can collide). */
export const OTHER_SOURCES = '(other)';
const empty = (): Funnel => ({
  leads: 0,
  stages: { new: 0, contacted: 0, quoted: 0, booked: 0, lost: 0 },
  contacted: 0,
  booked: 0,
  bookedValue: 0,
  verified: 0,
  unverified: 0,
  spam: 0,
  taps: 0,
});

function add(f: Funnel, r: ReportRow): void {
  f.leads += r.leads;
  const contacted = r.now_contacted ?? 0;
  const quoted = r.now_quoted ?? 0;
  const lost = r.now_lost ?? 0;
  f.stages.contacted += contacted;
  f.stages.quoted += quoted;
  f.stages.booked += r.booked;
  f.stages.lost += lost;
  // Still new: what no other stage holds, so the stages always add up to the leads.
  f.stages.new += r.now_new ?? Math.max(0, r.leads - contacted - quoted - r.booked - lost);
  f.contacted += r.contacted;
  f.booked += r.booked;
  f.bookedValue += r.value ?? 0;
  f.verified += r.verified ?? 0;
  f.unverified += r.unverified ?? 0;
  f.spam += r.spam ?? 0;
}

/** A group with anything in it: a lead, or spam only (a campaign that sent nothing but bots shows). */
const anything = (r: ReportRow) => r.leads > 0 || (r.spam ?? 0) > 0;

/** Spam as a share of everything a group sent (leads + spam), 0 to 1; 0 when it sent nothing. */
export const spamShare = (f: Pick<Funnel, 'leads' | 'spam'>): number =>
  f.leads + f.spam > 0 ? f.spam / (f.leads + f.spam) : 0;

/** The spam share as a whole percent for people: '0%', '<1%', '33%', '100%'. */
export function spamPercent(f: Pick<Funnel, 'leads' | 'spam'>): string {
  const share = spamShare(f);
  if (share > 0 && share < 0.01) return '<1%';
  return `${Math.round(share * 100)}%`;
}

/** 'google / cpc / jaipur-weddings', as the CLI prints a campaign. */
export const campaignLabel = (c: { source: string; medium: string; campaign: string }) =>
  `${c.source} / ${c.medium} / ${c.campaign}`;

const byLeads =
  <T extends Funnel>(key: (f: T) => string) =>
  (a: T, b: T) =>
    b.leads - a.leads || b.spam - a.spam || b.taps - a.taps || key(a).localeCompare(key(b));

/**
 * The funnels of grouped rows: the total, per campaign and per landing page, most leads (then chat
 * taps) first, and the same over chat leads (`chats`, from the 'chat-*' rows); the CLI prints these.
 * `taps`: the chat taps' groups over the same window (counted beside every lead's funnels only).
 */
export function funnels(
  rows: ReportRow[],
  taps: TapReportRow[] = [],
): Pick<ReportFigures, 'total' | 'campaigns' | 'landingPages' | 'chats'> {
  const chatRows = rows.flatMap((r): ReportRow[] =>
    r.by === 'chat-campaign' ? [{ ...r, by: 'campaign' }] : r.by === 'chat-page' ? [{ ...r, by: 'page' }] : [],
  );
  return { ...allFunnels(rows, taps), chats: allFunnels(chatRows) };
}

function allFunnels(rows: ReportRow[], taps: TapReportRow[] = []): ChatFunnels {
  const total = empty();
  const campaigns = new Map<string, CampaignFunnel>();
  const pages = new Map<string, PageFunnel>();
  for (const r of rows) {
    if (!anything(r)) continue;
    if (r.by === 'campaign') {
      add(total, r);
      const key = JSON.stringify([r.source, r.medium, r.campaign]);
      const c = campaigns.get(key) ?? { source: r.source, medium: r.medium, campaign: r.campaign, ...empty() };
      add(c, r);
      campaigns.set(key, c);
    } else if (r.by === 'page') {
      const p = pages.get(r.landing_path) ?? { landingPath: r.landing_path, ...empty() };
      add(p, r);
      pages.set(r.landing_path, p);
    }
  }
  for (const t of taps) {
    if (t.taps <= 0) continue;
    if (t.by === 'campaign') {
      total.taps += t.taps;
      const key = JSON.stringify([t.source, t.medium, t.campaign]);
      const c = campaigns.get(key) ?? { source: t.source, medium: t.medium, campaign: t.campaign, ...empty() };
      c.taps += t.taps;
      campaigns.set(key, c);
    } else if (t.by === 'page') {
      const p = pages.get(t.landing_path) ?? { landingPath: t.landing_path, ...empty() };
      p.taps += t.taps;
      pages.set(t.landing_path, p);
    }
  }
  return {
    total,
    campaigns: [...campaigns.values()].sort(byLeads<CampaignFunnel>(campaignLabel)),
    landingPages: [...pages.values()].sort(byLeads<PageFunnel>((p) => p.landingPath)),
  };
}

export function figuresFromRows(
  rows: ReportRow[],
  { days, now, taps = [] }: { days: ReportDays; now: Date; taps?: TapReportRow[] },
): ReportFigures {
  const win = reportWindow(days, now);
  // A row without a day (the SQL's funnels) is windowed already.
  const within = (r: ReportRow) => (r.by !== 'day' && !r.day) || (r.day >= win.from && r.day <= win.to);
  const inWindow = rows.filter((r) => anything(r) && within(r));
  const sourceLeads = new Map<string, number>();
  // The chart counts leads: a source that sent only spam is not a series.
  for (const r of inWindow)
    if (r.by === 'day' && r.leads > 0) sourceLeads.set(r.source, (sourceLeads.get(r.source) ?? 0) + r.leads);
  const ranked = [...sourceLeads].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  const top = ranked.slice(0, TOP_SOURCES);
  const series = ranked.length > TOP_SOURCES ? [...top, OTHER_SOURCES] : top;
  const slot = new Map(top.map((s, i) => [s, i]));
  const perDay = new Map(win.dayKeys.map((day) => [day, { day, leads: 0, counts: series.map(() => 0) }]));
  for (const r of inWindow) {
    if (r.by !== 'day' || r.leads <= 0) continue;
    const d = perDay.get(r.day)!;
    d.leads += r.leads;
    d.counts[slot.get(r.source) ?? TOP_SOURCES]! += r.leads;
  }
  return {
    days,
    from: win.from,
    to: win.to,
    series,
    perDay: [...perDay.values()],
    ...funnels(inWindow, taps),
    people: peopleFigures(rows.filter(within)),
  };
}
