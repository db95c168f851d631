import { schemaFirst } from './schema';

/**
 * What a proposal holds of what was paid for it (paise): the one reckoning of "Paid in full" and
 * the balance wherever they are shown or acted on (the visitor's page, src/worker/proposals/routes.tsx;
 * the inbox's Balance card, src/worker/inbox/proposal/balance.tsx; the balance the cron links and
 * the one recorded by hand, src/worker/payments/balance.ts). `gross`: its paid payments (a claimed
 * UPI transfer is not); `refunded`: what went back, the site's own refunds not failed
 * (migrations/0021_refunds.sql) and those made in Razorpay's dashboard
 * (migrations/0024_dashboard_refunds.sql, docs/decisions/0055-refunds-made-in-razorpays-dashboard.md);
 * `net`: the one less the other.
 */
export interface Paid {
  gross: number;
  refunded: number;
  net: number;
}

export const paidOfProposal = schemaFirst(async function paidOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<Paid> {
  const row = await db
    .prepare(
      `SELECT (SELECT coalesce(sum(amount), 0) FROM payments WHERE proposal_id = ?1 AND status = 'paid') AS gross,
        (SELECT coalesce(sum(amount), 0) FROM refunds WHERE proposal_id = ?1 AND status != 'failed')
        + (SELECT coalesce(sum(amount), 0) FROM dashboard_refunds WHERE proposal_id = ?1) AS refunded`,
    )
    .bind(proposalId)
    .first<{ gross: number; refunded: number }>();
  const gross = row?.gross ?? 0;
  const refunded = row?.refunded ?? 0;
  return { gross, refunded, net: gross - refunded };
});

/** What stays to pay of a total (paise) once `paid` is reckoned: never below 0. */
export const leftOf = (total: number, paid: Paid): number => Math.max(0, total - paid.net);
