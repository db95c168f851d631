import { expect } from 'vitest';
import type { BackendRequest } from './backend-standin';
import type { worker } from './harness';

/** Fixtures and helpers shared by the lead-capture tests (docs/developers.md#the-lead-api). */

export const MSG = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  city: 'Please enter your city name',
  digits: 'Phone number should contain only digits',
  country: 'Invalid country code selected',
  type: 'Invalid value: expected text',
  url: 'Please enter a valid URL starting with http:// or https://',
  length: (country: string) => `Phone number for ${country} should be exactly 10 digits`,
};

export const CALLBACK = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  countryCode: '+91',
  phone: '9876543210',
  service: 'wedding',
  city: 'jaipur',
  customCity: '',
  message: 'Evening shoot, please.',
};
export const PARTNER = {
  name: 'Aarav Mehta',
  email: 'aarav@travel.example',
  mobileNumber: '98765 43210',
  category: 'Travel Agency',
  otherCategory: 'ignored',
  businessName: 'Mehta Travels',
  whyPartner: 'Our guests ask for photographers.',
  howDidYouKnow: 'Instagram',
};
export const PHOTOGRAPHER = {
  name: 'Diya Rao',
  email: 'diya@photo.example',
  mobileNumber: '+919876543210',
  experience: 'Expert (5+ years)',
  portfolio: 'https://diya.example/work',
  city: 'other',
  customCity: 'Goa',
  whyJoin: 'More weddings.',
  howDidYouKnow: 'A friend',
};

/** The exact JSON fields (docs/product.md#lead-payloads) relayed per endpoint, in order. */
export const FIELDS = {
  'submit-form': ['timestamp', 'firstName', 'lastName', 'email', 'phone', 'service', 'city', 'message'],
  'submit-partner-form': [
    'timestamp',
    'name',
    'email',
    'mobileNumber',
    'category',
    'otherCategory',
    'businessName',
    'whyPartner',
    'howDidYouKnow',
  ],
  'submit-photographer-form': [
    'timestamp',
    'name',
    'email',
    'mobileNumber',
    'experience',
    'portfolio',
    'city',
    'whyJoin',
    'howDidYouKnow',
  ],
};

export type Json = Record<string, unknown>;
export type Harness = ReturnType<typeof worker>;

let ipSeq = 0;
/** A fresh client IP, so the 10-a-minute limit only bites where a test means it to. */
export const ip = () => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** POST JSON (or a raw string) to /api/{path} from a fresh IP unless headers say otherwise. */
export function post(
  target: Pick<Harness, 'fetch'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return target.fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function json(res: { headers: Headers; json(): Promise<unknown> }): Promise<Json> {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as Json;
}

/** Backend requests carrying this lead id as their Idempotency-Key. */
export const byKey = (id: string) => (r: BackendRequest) => r.headers['idempotency-key'] === id;

export interface LeadRow {
  id: string;
  endpoint: string;
  status: string;
  payload: string;
  attempts: number;
  last_error: string | null;
}

export async function leadRows(target: Harness, ids?: string[]): Promise<LeadRow[]> {
  const env = await target.getWorker().getEnv();
  const { results } = await env.LEADS_DB.prepare('SELECT * FROM leads ORDER BY created_at').all();
  return (results as unknown as LeadRow[]).filter((r) => !ids || ids.includes(r.id));
}

/** A lead's spam-rules verdict (lead_quality), or null before the rules have run. */
export const qualityOf = async (target: Pick<Harness, 'getWorker'>, id: string) =>
  (await (
    await target.getWorker().getEnv()
  ).LEADS_DB.prepare('SELECT outcome, reason FROM lead_quality WHERE lead_id = ?1')
    .bind(id)
    .first()) as { outcome: string; reason: string | null } | null;

/** The three lead endpoints, each with a valid body. */
export const LEADS: Array<[string, Record<string, string>]> = [
  ['submit-form', CALLBACK],
  ['submit-partner-form', PARTNER],
  ['submit-photographer-form', PHOTOGRAPHER],
];

/**
 * 16 submissions to send at once to a fresh isolate, the endpoints in turn: every other one from a
 * throwaway address `guest{n}@{throwaway}` (a domain the spam rules' list holds), the others not.
 */
export const sixteenFirstSubmissions = (throwaway: string) =>
  Array.from({ length: 16 }, (_, n) => {
    const [path, body] = LEADS[n % LEADS.length]!;
    const isThrowaway = n % 2 === 0;
    return {
      path,
      throwaway: isThrowaway,
      body: { ...body, email: isThrowaway ? `guest${n}@${throwaway}` : `guest${n}@example.in` },
    };
  });

/**
 * What the inbox does when a lead is booked: the stage and value, its audit row, and the plan row
 * (src/worker/queue/plugin.ts stagePlanKey), then the lead's jobs run now.
 */
export async function bookLead(target: Pick<Harness, 'getWorker'>, id: string, value: number) {
  const now = new Date().toISOString();
  const env = await target.getWorker().getEnv();
  const d = env.LEADS_DB;
  await d.batch([
    d
      .prepare(
        "UPDATE lead_pipeline SET stage = 'booked', value = ?2, stage_at = ?3, updated_at = ?3 WHERE lead_id = ?1",
      )
      .bind(id, value, now),
    d
      .prepare(
        "INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, 'sales@example.com', 'stage', 'new', 'booked', ?2)",
      )
      .bind(id, now),
    d
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('plan:booked:' || ?1, ?1, 'plan', 'booked', 'pending', 0, ?2, ?2, ?2)",
      )
      .bind(id, now),
  ]);
  await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId: id });
}

export async function until(check: () => Promise<boolean>, timeoutMs = 25_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** India time now, 'YYYY-MM-DDTHH:mm:ss'. */
export const istNow = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19);
