import { randomBase64url, randomHex } from '../crypto/bytes';
import type { EventDate, Line, VersionInput } from '../data/proposals';
import { DEFAULT_BALANCE_DUE_DAYS } from './settings';
import { taxOn, taxRule, taxTotal, type GstSetting, type Tax } from './tax';

/**
 * A proposal's numbers and names (docs/sales.md#proposals-and-payments): ids, its public token, a
 * version's totals from its lines, the default advance, and when the balance falls due.
 */

/** The proposal's id ('prop_' + 16 hex characters): Razorpay's reference_id, never in a public link. */
export const newProposalId = () => `prop_${randomHex(8)}`;

/** The public link's secret: 128 random bits, base64url (22 characters). */
export const newToken = () => randomBase64url(16);

/** What a token looks like: anything else is 404 without a lookup. */
export const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A version from its lines and dates: subtotal, tax by the event city, total; the advance as given or by percent. */
export function buildVersion(
  input: { lines: Line[]; dates: EventDate[]; city: string; advance: number | null; createdBy: string },
  gst: GstSetting,
  advancePercent: number,
): VersionInput & { tax: Tax } {
  const subtotal = input.lines.reduce((sum, l) => sum + l.amount, 0);
  const tax = taxOn(subtotal, taxRule(gst, input.city));
  const total = subtotal + taxTotal(tax);
  // Whole rupees: the default advance is rounded to the rupee, as the team would say it.
  const advance = input.advance ?? Math.round((total * advancePercent) / 100 / 100) * 100;
  return {
    lines: input.lines,
    dates: [...input.dates].sort((a, b) => a.date.localeCompare(b.date)),
    city: input.city,
    subtotal,
    tax,
    total,
    advance: Math.min(advance, total),
    createdBy: input.createdBy,
  };
}

/** The day the balance falls due: `days` before the first event date (YYYY-MM-DD), or null without dates. */
export function balanceDue(dates: EventDate[], days = DEFAULT_BALANCE_DUE_DAYS): string | null {
  const first = dates.map((d) => d.date).sort()[0];
  if (!first) return null;
  return new Date(Date.parse(`${first}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The hold's end, `hours` from now (UTC ISO). */
export const holdEnd = (now: Date, hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

/** Whether a proposal still takes a payment: open and its hold not over. */
export const payable = (p: { status: string; hold_until: string }, now: Date) =>
  p.status === 'open' && Date.parse(p.hold_until) > now.getTime();
