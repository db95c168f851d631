import { callTimeByHandle, chooseCallTime, offerCallTime, takenCallTimes } from '../data/call-times';
import { teamMembers } from '../data/team';
import type { Config } from '../settings';
import { newSecret, readToken, sameHash, SECRET_HOURS } from './secret';
import { offeredSlots, parseSlot, slotStarts, type SlotRules } from './slots';
import type { WorkingHours } from '../../shared/india-time';
import type { CallTimeOffer } from '../../shared/call-times/format';

/**
 * A call at the time the visitor picks (docs/product.md#choosing-a-call-time): the offer a callback
 * request's answer carries (a per-submission secret and the free slots) and the choice made with
 * it (POST /api/call-time, src/worker/api/call-time.ts). Capacity: a slot is free while fewer leads
 * chose it than the team has members available (INBOX_TEAM and the Team page, not away; at least one).
 */
export { indiaIso, parseSlot } from './slots';

/** The business hours and holidays of the settings (./settings.ts), as src/shared/india-time.ts takes them. */
export function workingHours(config: Config): WorkingHours {
  return {
    days: config.BUSINESS_DAYS,
    open: config.BUSINESS_HOURS.open,
    close: config.BUSINESS_HOURS.close,
    holidays: config.BUSINESS_HOLIDAYS,
  };
}

const rules = (config: Config): SlotRules => ({ hours: workingHours(config), slotMinutes: config.CALL_SLOT_MINUTES });

/** How many calls one slot takes: the members available (at least one, the owner's own phone). */
async function capacity(db: D1Database, config: Config): Promise<number> {
  const members = await teamMembers(db, config.INBOX_TEAM ?? []);
  return Math.max(1, members.filter((m) => !m.away).length);
}

/** The free slots now (India-time ISO values) and the capacity they were counted with. */
async function freeSlots(db: D1Database, config: Config, now: Date): Promise<{ slots: string[]; capacity: number }> {
  const starts = slotStarts(now, rules(config));
  if (!starts.length) return { slots: [], capacity: 1 };
  const [taken, cap] = await Promise.all([
    takenCallTimes(db, starts[0]!.toISOString(), new Date(starts.at(-1)!.getTime() + 1).toISOString()),
    capacity(db, config),
  ]);
  return { slots: offeredSlots(now, rules(config), taken, cap), capacity: cap };
}

/** The per-submission secret ('<handle>.<secret>': only the visitor who submitted has it) and the slots (+05:30). */
export type { CallTimeOffer } from '../../shared/call-times/format';

/**
 * The offer for a callback lead just kept; null when no slot is free or a time is chosen already.
 * A lead judged spam is answered alike with a secret stored nowhere (as decoyOffer): it books no
 * slot a real visitor would then miss, and a bot learns nothing from its answer.
 */
export async function offerCallTimes(db: D1Database, config: Config, leadId: string, now: Date) {
  const { slots } = await freeSlots(db, config, now);
  if (!slots.length) return null;
  const secret = await newSecret();
  const expires = new Date(now.getTime() + SECRET_HOURS * 3600_000).toISOString();
  const stored = await offerCallTime(db, leadId, secret.handle, secret.hash, expires);
  if (stored === 'chosen') return null;
  return { token: (stored === 'spam' ? await newSecret() : secret).token, slots };
}

/**
 * What a submission the honeypot caught is answered with (src/worker/api/submit.ts): an offer like
 * a real one, its secret stored nowhere, so the answer tells a bot nothing.
 */
export async function decoyOffer(config: Config, now: Date): Promise<CallTimeOffer> {
  return { token: (await newSecret()).token, slots: offeredSlots(now, rules(config), new Map(), 1) };
}

export const CHOICE_ERRORS = {
  token: 'This link to choose a call time is not valid. Your request is with us; we will call you.',
  expired: 'The time to choose a call has passed. Your request is with us; we will call you.',
  spent: 'A call time was already chosen for this request.',
  time: 'That time is not free any more. Please pick another.',
} as const;

export type Choice =
  | { ok: true; callAt: string; leadId: string }
  | { ok: false; status: 403 | 409 | 410 | 422; error: string; slots?: string[] };

/**
 * The visitor's choice: the secret checked (its hash, in constant time; unknown, wrong or missing,
 * or a spam lead's: 403; past its 24 hours: 410; spent: 409), then the time, which must be one of
 * the free slots now (else 422, with the slots free now; also when another visitor took the slot's
 * last place a moment before: the secret is unspent, for one of those). Books one slot, once.
 */
export async function chooseCallTimeWith(
  db: D1Database,
  config: Config,
  token: unknown,
  time: unknown,
  now: Date,
): Promise<Choice> {
  const read = await readToken(token);
  const row = read ? await callTimeByHandle(db, read.handle) : null;
  if (!read || !row || !sameHash(row.secret_hash, read.hash))
    return { ok: false, status: 403, error: CHOICE_ERRORS.token };
  if (row.chosen_at) return { ok: false, status: 409, error: CHOICE_ERRORS.spent };
  if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, status: 410, error: CHOICE_ERRORS.expired };
  const at = parseSlot(time);
  const free = await freeSlots(db, config, now);
  const value = at ? free.slots.find((s) => Date.parse(s) === at.getTime()) : undefined;
  if (!at || !value) return { ok: false, status: 422, error: CHOICE_ERRORS.time, slots: free.slots };
  const chosen = await chooseCallTime(db, row.lead_id, at.toISOString(), free.capacity, now);
  if (chosen === 'spam') return { ok: false, status: 403, error: CHOICE_ERRORS.token };
  if (chosen === 'spent') return { ok: false, status: 409, error: CHOICE_ERRORS.spent };
  if (chosen === 'full') {
    const left = await freeSlots(db, config, now);
    return { ok: false, status: 422, error: CHOICE_ERRORS.time, slots: left.slots };
  }
  return { ok: true, callAt: value, leadId: row.lead_id };
}
