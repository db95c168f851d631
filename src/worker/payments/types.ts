/** What a received payment is and what applying it needs (./apply.ts, ./notices.ts). */
export interface Received {
  id: string;
  method: 'razorpay' | 'upi';
  amount: number;
  currency: string;
  reference: string | null;
  confirmedBy: string | null;
  event?: { id: string; name: string; linkId: string | null };
}

export interface ApplyContext {
  env: Env;
  gstin: string | null;
  siteUrl: string;
  now: Date;
}
