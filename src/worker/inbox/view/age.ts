import { afterBusinessMinutes, type WorkingHours } from '../../../shared/india-time';
import { BUSINESS_HOURS } from '../../../shared/site';

/**
 * How long a lead has waited, against the first-response target (docs/sales.md "The queue"):
 * the target is INBOX_FIRST_RESPONSE_MINUTES business minutes after its receipt (or after the call
 * time the visitor chose, `start_at`: data/follow-ups.ts FIRST_RESPONSE_FROM), in the working
 * hours and holidays of the settings (workingHours, src/worker/call-times/index.ts; by default
 * Monday to Saturday, 10am - 7pm India time). Said in words as well as by colour: "12 min",
 * "40 min – due soon", "3 days – overdue". Once the lead was contacted (or moved past New) the
 * target is behind it: its age alone, uncoloured.
 */
export type AgeState = 'within' | 'near' | 'past' | 'answered';

const MIN = 60_000;

/** '2 min', '5 h', '3 days' ('just now' under a minute). */
export function elapsed(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MIN);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export function leadAge(
  lead: { received_at: string; start_at?: string; first_contact_at: string | null; stage: string },
  now: Date,
  targetMinutes: number,
  hours: WorkingHours = BUSINESS_HOURS,
): { state: AgeState; text: string } {
  const received = new Date(lead.received_at);
  const age = elapsed(now.getTime() - received.getTime());
  if (Number.isNaN(received.getTime())) return { state: 'answered', text: '—' };
  if (lead.first_contact_at || lead.stage !== 'new') return { state: 'answered', text: age };
  const due = afterBusinessMinutes(new Date(lead.start_at ?? lead.received_at), targetMinutes, hours).getTime();
  const left = due - now.getTime();
  if (left < 0) return { state: 'past', text: `${age} – overdue` };
  // Near: the last third of the target, at least the last 5 minutes.
  if (left <= Math.max(5 * MIN, (targetMinutes * MIN) / 3)) return { state: 'near', text: `${age} – due soon` };
  return { state: 'within', text: age };
}
