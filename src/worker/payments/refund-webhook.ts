import { refundEvent } from '../data/refunds';

/**
 * Razorpay's refund webhooks on /api/razorpay (./webhook.ts: signature, size and event id checked
 * there): refund.processed and refund.failed set the refund's state, once (data/refunds.ts
 * refundEvent: only from requested or pending, in one batch with the event's row), found by
 * Razorpay's refund id, else by the id its notes carry (a webhook before the API's answer was kept).
 * Other refund events (refund.created, refund.speed_changed) change nothing.
 */
interface RefundEntity {
  id?: unknown;
  notes?: unknown;
}

export async function refundWebhook(
  db: D1Database,
  e: { eventId: string; name: string; entity: RefundEntity | undefined },
  now: Date,
): Promise<string | null> {
  if (e.name !== 'refund.processed' && e.name !== 'refund.failed') return null;
  const razorpayId = typeof e.entity?.id === 'string' ? e.entity.id : null;
  if (!razorpayId) return null;
  const notes = e.entity?.notes;
  const ours =
    notes && typeof notes === 'object' && typeof (notes as Record<string, unknown>).refund === 'string'
      ? ((notes as Record<string, unknown>).refund as string)
      : null;
  const status = e.name === 'refund.processed' ? 'processed' : 'failed';
  const outcome = await refundEvent(db, { eventId: e.eventId, name: e.name, razorpayId, ourId: ours, status }, now);
  if (outcome === 'unknown-refund') console.error(`razorpay: ${e.name} for unknown refund ${razorpayId}`);
  return outcome;
}
