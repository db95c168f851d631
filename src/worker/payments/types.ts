/** What a received payment is and what applying it needs (./apply.ts, ./notices.ts). */
export interface Received {
  id: string;
  method: 'razorpay' | 'upi' | 'manual';
  amount: number;
  currency: string;
  reference: string | null;
  confirmedBy: string | null;
  event?: { id: string; name: string; linkId: string | null };
  /** It pays the balance (./balance.ts), not the advance; unset: worked out (apply.ts isBalance). */
  balance?: boolean;
}

export interface ApplyContext {
  env: Env;
  gstin: string | null;
  siteUrl: string;
  now: Date;
}

/** The Razorpay reference_id of a proposal's balance link (unique per link, as Razorpay asks: ./balance.ts). */
export const balanceReference = (proposalId: string) => `${proposalId}_balance`;
