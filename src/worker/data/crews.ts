import { FALLBACK_CREWS } from '../crews/settings';
import { schemaFirst } from './schema';

/**
 * Crews and their dates (migrations/0019_crews.sql; docs/sales.md#crews-and-dates;
 * docs/decisions/0049-crew-dates-held-in-one-conditional-batch.md). Every SQL statement on
 * crews_per_city, crew_days and crew_hold_guard is here; the feeds' tokens are ./crew-feeds.ts.
 *
 * A row of crew_days is live while it is not released and it is booked, or a hold whose end is
 * still ahead: a hold past its end counts as free at once, with no job; the cron's
 * releaseExpired() only records it. Each date of a multi-day wedding is a row of its own.
 */

export type ReleaseReason = 'expired' | 'cancelled' | 'refunded';
export interface Clock {
  now?: Date;
}
export interface DayStatus {
  crews: number;
  held: number;
  booked: number;
  free: number;
}
export type Availability = 'available' | 'limited' | 'full';

/** How far from the asked date the nearest free dates are looked for, each way. */
export const ALTERNATIVE_WINDOW_DAYS = 60;

const DAY_MS = 86_400_000;
const iso = (now?: Date) => (now ?? new Date()).toISOString();
/** 'YYYY-MM-DD' `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A live row, over crew_days as `d`, at the instant bound as parameter `p` ('?8'). */
const LIVE = (p: string) => `d.released_at IS NULL AND (d.kind = 'booked' OR d.hold_until > ${p})`;

/** The crews of city ?1 (its own number, else ?2: DEFAULT_CREWS_PER_CITY). */
const CREWS_OF = `COALESCE((SELECT crews FROM crews_per_city WHERE city = ?1), ?2)`;

// ── Crews per city ───────────────────────────────────────────────────────────────────────────────

/** Each city's own number of crews (cities without one are not listed). */
export const crewsPerCity = schemaFirst(async function crewsPerCity(db: D1Database): Promise<Map<string, number>> {
  const { results } = await db.prepare('SELECT city, crews FROM crews_per_city').all<{ city: string; crews: number }>();
  return new Map(results.map((r) => [r.city, r.crews]));
});

/** Sets each listed city's number of crews (null: back to the default). One batch. */
export const setCrewsPerCity = schemaFirst(async function setCrewsPerCity(
  db: D1Database,
  numbers: ReadonlyArray<readonly [city: string, crews: number | null]>,
  actor: string,
  { now }: Clock = {},
): Promise<void> {
  const at = iso(now);
  if (!numbers.length) return;
  await db.batch(
    numbers.map(([city, crews]) =>
      crews === null
        ? db.prepare('DELETE FROM crews_per_city WHERE city = ?1').bind(city)
        : db
            .prepare(
              `INSERT INTO crews_per_city (city, crews, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT(city) DO UPDATE SET crews = excluded.crews, updated_at = excluded.updated_at,
               updated_by = excluded.updated_by`,
            )
            .bind(city, crews, at, actor),
    ),
  );
});

// ── Holds and bookings ───────────────────────────────────────────────────────────────────────────

export interface HoldRequest {
  proposalId: string;
  leadId: string;
  city: string;
  /** 'YYYY-MM-DD', India dates. */
  dates: string[];
  /** When the hold ends (ISO). */
  until: string;
}

const STILL_BOOKED = `crew_days.kind = 'booked' AND crew_days.released_at IS NULL`;
const HOLD_UPSERT = `ON CONFLICT(proposal_id, day, city) DO UPDATE SET lead_id = excluded.lead_id,
  kind = CASE WHEN ${STILL_BOOKED} THEN 'booked' ELSE 'hold' END,
  hold_until = CASE WHEN ${STILL_BOOKED} THEN NULL ELSE excluded.hold_until END,
  released_at = NULL, released_reason = NULL`;

/**
 * Holds a crew on every date for the proposal until `until`: all dates or none. One D1 batch (one
 * transaction): a conditional insert per date (only while the city's other live rows on it are
 * fewer than its crews), then the guard row counting the dates not held, which fails its CHECK
 * unless it is 0 and so rolls the batch back. Two holds at one moment for a city's last crew: one
 * batch runs first and holds it; the other finds it taken and holds nothing. Holding again (a new
 * end) keeps the proposal's own rows out of the count; a booked date stays booked. `force` holds
 * past the limit (the team confirmed).
 */
export const holdDates = schemaFirst(async function holdDates(
  db: D1Database,
  hold: HoldRequest,
  { force = false, now, defaultCrews = FALLBACK_CREWS }: { force?: boolean; now?: Date; defaultCrews?: number } = {},
): Promise<{ ok: true } | { ok: false; full: string[] }> {
  const at = iso(now);
  const until = new Date(hold.until).toISOString();
  const dates = [...new Set(hold.dates)].sort();
  if (!dates.length) return { ok: true };
  const values = `?3, ?4, ?1, ?5, 'hold', ?6, ?7`;
  const insert = (day: string) =>
    force
      ? db
          .prepare(
            `INSERT INTO crew_days (proposal_id, day, city, lead_id, kind, hold_until, created_at)
             VALUES (${values}) ${HOLD_UPSERT}`,
          )
          .bind(hold.city, defaultCrews, hold.proposalId, day, hold.leadId, until, at)
      : db
          .prepare(
            `INSERT INTO crew_days (proposal_id, day, city, lead_id, kind, hold_until, created_at)
             SELECT ${values}
             WHERE (SELECT COUNT(*) FROM crew_days d WHERE d.city = ?1 AND d.day = ?4 AND d.proposal_id <> ?3
                    AND ${LIVE('?7')}) < ${CREWS_OF}
             ${HOLD_UPSERT}`,
          )
          .bind(hold.city, defaultCrews, hold.proposalId, day, hold.leadId, until, at);
  const placeholders = dates.map((_, i) => `?${i + 3}`).join(', ');
  const guard = db
    .prepare(
      `INSERT INTO crew_hold_guard (missing)
       SELECT ?1 - COUNT(*) FROM crew_days d WHERE d.proposal_id = ?2 AND d.day IN (${placeholders})
       AND d.released_at IS NULL AND (d.kind = 'booked' OR d.hold_until = ?${dates.length + 3})`,
    )
    .bind(dates.length, hold.proposalId, ...dates, until);
  try {
    await db.batch([...dates.map(insert), ...(force ? [] : [guard, db.prepare('DELETE FROM crew_hold_guard')])]);
    return { ok: true };
  } catch (error) {
    if (!/CHECK constraint failed/i.test(String(error))) throw error;
  }
  // Nothing was held: name the dates with no crew free for it now.
  const full: string[] = [];
  for (const day of dates) {
    const s = await statusOf(db, hold.city, day, at, defaultCrews, hold.proposalId);
    if (s.free === 0) full.push(day);
  }
  return { ok: false, full: full.length ? full : dates };
});

/** The proposal's dates become bookings (no end). Rows already released stay released. */
export const bookDates = schemaFirst(async function bookDates(
  db: D1Database,
  proposalId: string,
  _clock: Clock = {},
): Promise<{ booked: number }> {
  const r = await db
    .prepare(`UPDATE crew_days SET kind = 'booked', hold_until = NULL WHERE proposal_id = ?1 AND released_at IS NULL`)
    .bind(proposalId)
    .run();
  return { booked: r.meta.changes ?? 0 };
});

// ── What a date has ──────────────────────────────────────────────────────────────────────────────

async function statusOf(
  db: D1Database,
  city: string,
  day: string,
  at: string,
  defaultCrews: number,
  exceptProposal = '',
): Promise<DayStatus> {
  const row = await db
    .prepare(
      `SELECT ${CREWS_OF} AS crews,
        (SELECT COUNT(*) FROM crew_days d WHERE d.city = ?1 AND d.day = ?3 AND d.proposal_id <> ?4
          AND ${LIVE('?5')} AND d.kind = 'hold') AS held,
        (SELECT COUNT(*) FROM crew_days d WHERE d.city = ?1 AND d.day = ?3 AND d.proposal_id <> ?4
          AND ${LIVE('?5')} AND d.kind = 'booked') AS booked`,
    )
    .bind(city, defaultCrews, day, exceptProposal, at)
    .first<{ crews: number; held: number; booked: number }>();
  const { crews = defaultCrews, held = 0, booked = 0 } = row ?? {};
  return { crews, held, booked, free: Math.max(0, crews - held - booked) };
}

/** A date's crews in a city: how many, held, booked, free. */
export const dayStatus = schemaFirst(function dayStatus(
  db: D1Database,
  city: string,
  date: string,
  { now, defaultCrews = FALLBACK_CREWS }: Clock & { defaultCrews?: number } = {},
): Promise<DayStatus> {
  return statusOf(db, city, date, iso(now), defaultCrews);
});

/**
 * "A few left" (docs/product.md#checking-a-date): exactly one crew free in a city that has two or
 * more. One crew of one is simply available; none free is full.
 */
export const statusWord = (s: DayStatus): Availability =>
  s.free === 0 ? 'full' : s.free === 1 && s.crews >= 2 ? 'limited' : 'available';

/** The free crews of each date in [from, to] for a city (dates with no live row are all free). */
export const freeByDay = schemaFirst(async function freeByDay(
  db: D1Database,
  city: string,
  from: string,
  to: string,
  { now, defaultCrews = FALLBACK_CREWS }: Clock & { defaultCrews?: number } = {},
): Promise<{ crews: number; taken: Map<string, number> }> {
  const at = iso(now);
  const [crewsRow, taken] = await db.batch<{ crews?: number; day?: string; n?: number }>([
    db.prepare(`SELECT ${CREWS_OF} AS crews`).bind(city, defaultCrews),
    db
      .prepare(
        `SELECT d.day AS day, COUNT(*) AS n FROM crew_days d
         WHERE d.city = ?1 AND d.day BETWEEN ?2 AND ?3 AND ${LIVE('?4')} GROUP BY d.day`,
      )
      .bind(city, from, to, at),
  ]);
  return {
    crews: crewsRow!.results[0]?.crews ?? defaultCrews,
    taken: new Map(taken!.results.map((r) => [r.day!, r.n!])),
  };
});

/**
 * Whether a city has a crew free on a date, and, when it has none, the nearest free dates before
 * (not before `earliest`, the India today) and after (not after `latest`), within
 * ALTERNATIVE_WINDOW_DAYS each way.
 */
export const availability = schemaFirst(async function availability(
  db: D1Database,
  city: string,
  date: string,
  {
    now,
    defaultCrews = FALLBACK_CREWS,
    earliest = '0000-01-01',
    latest = '9999-12-31',
  }: Clock & { defaultCrews?: number; earliest?: string; latest?: string } = {},
): Promise<{ status: Availability; alternatives: string[] }> {
  const lo = [addDays(date, -ALTERNATIVE_WINDOW_DAYS), earliest].sort()[1]!;
  const hi = [addDays(date, ALTERNATIVE_WINDOW_DAYS), latest].sort()[0]!;
  const { crews, taken } = await freeByDay(db, city, lo, hi, { now, defaultCrews });
  const free = (d: string) => Math.max(0, crews - (taken.get(d) ?? 0));
  const status = statusWord({ crews, held: 0, booked: 0, free: free(date) });
  if (status !== 'full' || crews === 0) return { status, alternatives: [] };
  const alternatives: string[] = [];
  for (let d = addDays(date, -1); d >= lo; d = addDays(d, -1))
    if (free(d) > 0) {
      alternatives.push(d);
      break;
    }
  for (let d = addDays(date, 1); d <= hi; d = addDays(d, 1))
    if (free(d) > 0) {
      alternatives.push(d);
      break;
    }
  return { status, alternatives };
});
