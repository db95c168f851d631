import * as z from 'zod/mini';
import { httpUrl, int, optional, text, type SettingsGroup } from '../settings/zod';

/**
 * Proposals and payments (docs/operators.md#proposals-and-payments). Five concerns, so a malformed
 * one turns off only itself:
 *   proposals  ADVANCE_PERCENT (30), PROPOSAL_HOLD_HOURS (72), BALANCE_DUE_DAYS (7),
 *              WHATSAPP_PROPOSAL_TEMPLATE, BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS — always on
 *   gst        GSTIN (format and check digit), GST_RATE_PERCENT (18): on with a GSTIN; malformed: no GST
 *   upi        UPI_ID: the proposal page's UPI link and QR code
 *   proposals-visitor  WHATSAPP_RECEIPT_TEMPLATE, WHATSAPP_BALANCE_TEMPLATE, WHATSAPP_CANCELLATION_TEMPLATE,
 *              VISITOR_EMAIL_FROM: the proposal e-mailed from its inbox page, and the visitor's
 *              confirmation, balance link, reminder and cancellation outside WhatsApp's window, by e-mail
 *   razorpay   RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL:
 *              payment links and the webhook /api/razorpay, on with all three secrets
 * Schemas only (tests/unit/imports.test.ts): the GSTIN's check digit is computed here.
 */
export const DEFAULT_ADVANCE_PERCENT = 30;
export const DEFAULT_HOLD_HOURS = 72;
export const DEFAULT_BALANCE_DUE_DAYS = 7;
export const DEFAULT_GST_RATE = 18;
export const DEFAULT_RAZORPAY_API = 'https://api.razorpay.com';

const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's 15th character: the mod-36 check over its first 14 (each character's value times 1 or
 * 2 alternately, its quotient and remainder by 36 summed).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CODE.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE[(36 - (sum % 36)) % 36]!;
}

export const isGstin = (v: string): boolean => GSTIN_FORMAT.test(v) && gstinCheckChar(v.slice(0, 14)) === v[14];

const gstin = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.trim().toUpperCase()),
  ),
  z.string().check(z.refine(isGstin, 'must be a GSTIN: 15 characters with a valid check digit')),
);

export const proposalSchema = z.object({
  ADVANCE_PERCENT: z._default(optional(int(1, 100)), DEFAULT_ADVANCE_PERCENT),
  PROPOSAL_HOLD_HOURS: z._default(optional(int(1, 24 * 60)), DEFAULT_HOLD_HOURS),
  BALANCE_DUE_DAYS: z._default(optional(int(0, 365)), DEFAULT_BALANCE_DUE_DAYS),
  // The approved template sent outside the 24-hour window: {{1}} the name, {{2}} the link.
  WHATSAPP_PROPOSAL_TEMPLATE: optional(text(/^[a-z0-9_]{1,512}$/, 'a template name like proposal_link')),
  BUSINESS_LEGAL_NAME: optional(z.string().check(z.maxLength(200))),
  BUSINESS_ADDRESS: optional(z.string().check(z.maxLength(500))),
});

export const proposalSettings: SettingsGroup<typeof proposalSchema> = {
  id: 'proposals',
  label: 'Proposals (advance, hold, balance, business name and address)',
  schema: proposalSchema,
  on: () => true,
  whenInvalid: 'a 30% advance, dates held 72 hours, balance 7 days before, the site name on receipts',
};

/**
 * The visitor's own messages about their payments (src/worker/notices/visitor.ts): WhatsApp
 * templates for outside the 24-hour window, and the sender of their e-mails (an address on a domain
 * onboarded to Cloudflare Email Sending, through the NOTIFY_EMAIL binding; unset: no e-mail to
 * visitors, as Email Routing alone delivers only to verified addresses).
 */
export const visitorSchema = z.object({
  // {{1}} the name, {{2}} the amount, {{3}} the receipt's link.
  WHATSAPP_RECEIPT_TEMPLATE: optional(text(/^[a-z0-9_]{1,512}$/, 'a template name like payment_receipt')),
  // {{1}} the name, {{2}} the balance, {{3}} the day it falls due, {{4}} the link to pay it.
  WHATSAPP_BALANCE_TEMPLATE: optional(text(/^[a-z0-9_]{1,512}$/, 'a template name like balance_due')),
  // {{1}} the name, {{2}} the amount refunded, {{3}} the refund voucher's link (else the proposal's).
  WHATSAPP_CANCELLATION_TEMPLATE: optional(text(/^[a-z0-9_]{1,512}$/, 'a template name like booking_cancelled')),
  VISITOR_EMAIL_FROM: optional(z.email()),
});

export const visitorSettings: SettingsGroup<typeof visitorSchema> = {
  id: 'proposals-visitor',
  label: "Visitors' messages (the proposal by e-mail, receipt, balance link, reminder, cancellation)",
  schema: visitorSchema,
  on: (v) =>
    !!(
      v.WHATSAPP_RECEIPT_TEMPLATE ||
      v.WHATSAPP_BALANCE_TEMPLATE ||
      v.WHATSAPP_CANCELLATION_TEMPLATE ||
      v.VISITOR_EMAIL_FROM
    ),
  whenInvalid: 'visitors get WhatsApp messages inside the 24-hour window only, and no e-mail',
};

export const gstSchema = z.object({
  GSTIN: optional(gstin),
  GST_RATE_PERCENT: z._default(optional(int(0, 28)), DEFAULT_GST_RATE),
});

export const gstSettings: SettingsGroup<typeof gstSchema> = {
  id: 'gst',
  label: 'GST on proposals and receipt vouchers',
  schema: gstSchema,
  on: (v) => !!v.GSTIN,
  whenInvalid: 'proposals carry no GST and receipts are plain receipts',
};

export const upiSchema = z.object({
  UPI_ID: optional(text(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'a UPI id like studio@okaxis')),
});

export const upiSettings: SettingsGroup<typeof upiSchema> = {
  id: 'upi',
  label: 'UPI payments on the proposal page',
  schema: upiSchema,
  on: (v) => !!v.UPI_ID,
  whenInvalid: 'no UPI link or QR code on proposals',
};

export const razorpaySchema = z.object({
  RAZORPAY_KEY_ID: optional(text(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'a key id like rzp_live_…')),
  // Secret: the key secret (basic auth of the API, and the callback's signature).
  RAZORPAY_KEY_SECRET: optional(z.string().check(z.minLength(8), z.maxLength(200))),
  // Secret: the webhook's secret (X-Razorpay-Signature).
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().check(z.minLength(8), z.maxLength(200))),
  RAZORPAY_API_URL: z._default(optional(httpUrl()), DEFAULT_RAZORPAY_API),
});

export type RazorpaySettings = z.output<typeof razorpaySchema>;

export const razorpaySettings: SettingsGroup<typeof razorpaySchema> = {
  id: 'razorpay',
  label: 'Razorpay payment links (and the webhook /api/razorpay)',
  schema: razorpaySchema,
  on: (v) => !!(v.RAZORPAY_KEY_ID && v.RAZORPAY_KEY_SECRET && v.RAZORPAY_WEBHOOK_SECRET),
  whenInvalid: 'no payment links; /api/razorpay answers 404',
};
