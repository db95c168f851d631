import { expect } from 'vitest';
import type { inboxClient } from './inbox';
import { insertLead, type LeadRow } from './notices';
import type { proposalVisitor } from './proposal-visitor';
import { callbackQuery, webhook } from './razorpay-standin';

type Server = Parameters<typeof insertLead>[0];
type Client = ReturnType<typeof inboxClient>;

/** A proposal as the team types it on the lead's page: its lines (item, amount as typed), one date. */
export interface Draft {
  lines: Array<[string, string]>;
  date: string;
  label?: string;
  city?: string;
  /** As typed; empty: the default percentage. */
  advance?: string;
  hold?: string;
  language?: string;
}

export interface Proposed {
  pid: string;
  /** Its public path (/p/… or /hi/p/…). */
  path: string;
  /** Its inbox page (/admin/leads/<id>/proposals/<pid>). */
  base: string;
  /** Where the save led (its inbox page with ?done=proposal). */
  location: string;
  /** The inbox page's HTML once saved. */
  page: string;
}

/**
 * The way to a proposal and its payment that the proposal and payment tests share
 * (tests/unit/proposals-*.test.ts, razorpay-webhook, booking-conversions), through the app as the
 * team and the visitor go: a lead written into D1, a proposal saved through the inbox's form, the
 * visitor's acceptance, the advance's Razorpay link, its webhook and callback.
 */
export function proposalFlow(deps: {
  server: () => Server;
  admin: Client['admin'];
  rows: Client['rows'];
  visitor: ReturnType<typeof proposalVisitor>;
}) {
  const { admin, rows } = deps;
  const { visit, post } = deps.visitor;

  /** The proposal form saved for a lead (303), then its inbox page read for the public link. */
  async function save(leadId: string, d: Draft): Promise<Proposed> {
    const form: Record<string, string> = {
      lines: String(d.lines.length),
      dates: '1',
      date_0: d.date,
      city: d.city ?? 'Jaipur',
      advance: d.advance ?? '',
      hold: d.hold ?? '72',
      language: d.language ?? 'en',
      save: '1',
    };
    if (d.label) form.label_0 = d.label;
    d.lines.forEach(([item, amount], i) => Object.assign(form, { [`item_${i}`]: item, [`amount_${i}`]: amount }));
    const saved = await admin(`/admin/leads/${leadId}/proposal`, form);
    expect(saved.res.status, saved.body).toBe(303);
    const pid = /proposals\/(prop_[0-9a-f]{16})/.exec(saved.location!)![1]!;
    const page = (await admin(saved.location!)).body;
    const path = /value="https?:\/\/[^/"]+((?:\/hi)?\/p\/[A-Za-z0-9_-]{22})"/.exec(page)?.[1];
    expect(path, page).toBeTruthy();
    return { pid, path: path!, base: `/admin/leads/${leadId}/proposals/${pid}`, location: saved.location!, page };
  }

  /** A lead (written straight into D1, no notices planned), then its proposal saved. */
  async function propose(lead: Omit<LeadRow, 'receivedAt'> & { receivedAt?: string }, d: Draft) {
    await insertLead(deps.server(), { receivedAt: new Date().toISOString(), ...lead }, false);
    return save(lead.id, d);
  }

  /** The visitor accepts version 1 under `name` (303). */
  async function accept(p: Pick<Proposed, 'path'>, name: string): Promise<void> {
    expect((await post(`${p.path}/accept`, { name, agree: 'yes', version: '1' })).status).toBe(303);
  }

  /** The visitor's "Pay" makes the advance's Razorpay link (303 to it): its id. */
  async function link(p: Pick<Proposed, 'pid' | 'path'>): Promise<string> {
    expect((await post(`${p.path}/pay`, {})).status).toBe(303);
    const [row] = await rows('SELECT link_id FROM proposals WHERE id = ?1', p.pid);
    return row!.link_id as string;
  }

  /** The advance paid through its link: the webhook applies it, then the visitor's callback (200). */
  async function pay(p: Pick<Proposed, 'pid' | 'path'>, o: { paymentId: string; amount: number; eventId: string }) {
    const ids = { linkId: await link(p), referenceId: p.pid, paymentId: o.paymentId };
    const d = webhook({ ...ids, amount: o.amount, eventId: o.eventId });
    const res = await visit('/api/razorpay', { method: 'POST', headers: d.headers, body: d.body });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
    expect((await visit(`${p.path}?${callbackQuery(ids)}`)).status).toBe(200);
    return ids;
  }

  return { save, propose, accept, link, pay };
}
