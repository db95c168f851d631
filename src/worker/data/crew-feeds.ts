import { randomBase64url } from '../crypto/bytes';
import { schemaFirst } from './schema';

/**
 * What the crews' calendars show (migrations/0019_crews.sql; docs/sales.md#crews-and-dates): the
 * live crew days of a range, with their lead's name and phone (the inbox's calendar and the .ics
 * feeds, src/worker/crews/ics.ts), and the feeds' tokens. Every SQL statement on crew_feed_tokens is
 * here; the holds themselves are ./crews.ts.
 */

export interface CrewDay {
  proposalId: string;
  leadId: string;
  day: string;
  city: string;
  kind: 'hold' | 'booked';
  /** A hold's end (UTC ISO); null for a booking. */
  holdUntil: string | null;
  /** The lead's name and phone ('' once erased or past retention). */
  name: string;
  phone: string;
}

/**
 * The live crew days in [from, to] ('YYYY-MM-DD'), of one city or every city (city null), by date
 * then city; a hold past its end is not listed (it counts as free).
 */
export const crewDaysBetween = schemaFirst(async function crewDaysBetween(
  db: D1Database,
  { city, from, to, now }: { city: string | null; from: string; to: string; now?: Date },
): Promise<CrewDay[]> {
  const { results } = await db
    .prepare(
      `SELECT d.proposal_id AS proposalId, d.lead_id AS leadId, d.day AS day, d.city AS city, d.kind AS kind,
        d.hold_until AS holdUntil, COALESCE(c.name, '') AS name, COALESCE(c.phone, '') AS phone
       FROM crew_days d LEFT JOIN lead_contacts c ON c.lead_id = d.lead_id
       WHERE d.day BETWEEN ?1 AND ?2 AND (?3 IS NULL OR d.city = ?3)
         AND d.released_at IS NULL AND (d.kind = 'booked' OR d.hold_until > ?4)
       ORDER BY d.day, d.city, d.kind DESC, d.created_at, d.proposal_id`,
    )
    .bind(from, to, city, (now ?? new Date()).toISOString())
    .all<CrewDay>();
  return results;
});

/** A new feed token: 32 bytes (256 bits) from the platform's CSPRNG, base64url. */
export const newFeedToken = (): string => randomBase64url(32);

/** Each scope's token (a city's canonical value, or 'all'), made on first use. */
export const feedTokens = schemaFirst(async function feedTokens(
  db: D1Database,
  scopes: readonly string[],
  actor: string,
  { now }: { now?: Date } = {},
): Promise<Map<string, string>> {
  const at = (now ?? new Date()).toISOString();
  const insert = db.prepare(
    `INSERT INTO crew_feed_tokens (scope, token, created_at, created_by) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT(scope) DO NOTHING`,
  );
  const rows = await db.batch<{ scope: string; token: string }>([
    ...scopes.map((s) => insert.bind(s, newFeedToken(), at, actor)),
    db.prepare('SELECT scope, token FROM crew_feed_tokens'),
  ]);
  return new Map(rows.at(-1)!.results.map((r) => [r.scope, r.token]));
});

/** A scope's token replaced by a new one: the old address stops working at once. */
export const replaceFeedToken = schemaFirst(async function replaceFeedToken(
  db: D1Database,
  scope: string,
  actor: string,
  { now }: { now?: Date } = {},
): Promise<string> {
  const token = newFeedToken();
  await db
    .prepare(
      `INSERT INTO crew_feed_tokens (scope, token, created_at, created_by) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT(scope) DO UPDATE SET token = excluded.token, created_at = excluded.created_at,
       created_by = excluded.created_by`,
    )
    .bind(scope, token, (now ?? new Date()).toISOString(), actor)
    .run();
  return token;
});

/** Whether `given` is the scope's token, compared over SHA-256 digests in constant time. */
export const feedTokenMatches = schemaFirst(async function feedTokenMatches(
  db: D1Database,
  scope: string,
  given: string,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT token FROM crew_feed_tokens WHERE scope = ?1')
    .bind(scope)
    .first<{ token: string }>();
  if (!row) return false;
  const digest = async (s: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(row.token), digest(given)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
});
