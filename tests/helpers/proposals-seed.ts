import { insertLead } from './notices';
import type { InProcessWorker } from './in-process';

/**
 * A lead with a proposal whose advance's Razorpay link is made, written straight into D1 (the
 * proposal form's own tests are tests/unit/proposals-loop.test.ts): for the tests of what follows a
 * payment (the visitor's messages, the balance, the reports). Money in paise; no GST.
 */
export interface Seeded {
  leadId: string;
  pid: string;
  token: string;
  linkId: string;
  total: number;
  advance: number;
}

const NO_TAX = { rate: 0, kind: 'none', cgst: 0, sgst: 0, igst: 0, placeOfSupply: null };

export async function seedProposal(
  server: InProcessWorker,
  o: {
    leadId: string;
    name?: string;
    email?: string;
    phone?: string;
    language?: string;
    optIn?: boolean;
    date?: string;
    total?: number;
    advance?: number;
    source?: string;
    campaign?: string;
    city?: string;
    receivedAt?: string;
    status?: 'open' | 'paid';
  },
): Promise<Seeded> {
  const total = o.total ?? 1_00_000_00;
  const advance = o.advance ?? 30_000_00;
  const now = new Date().toISOString();
  await insertLead(
    server,
    {
      id: o.leadId,
      name: o.name ?? 'Meera Sharma',
      receivedAt: o.receivedAt ?? now,
      phone: o.phone ?? '919811122233',
      email: o.email ?? 'meera@example.com',
      stage: 'quoted',
      ...(o.source ? { source: o.source } : {}),
      ...(o.campaign ? { campaign: o.campaign } : {}),
      ...(o.city ? { city: o.city } : {}),
    },
    false,
  );
  const pid = `prop_${o.leadId
    .replace(/[^a-z0-9]/g, '')
    .padEnd(16, '0')
    .slice(0, 16)}`;
  const token = `${o.leadId.replace(/[^A-Za-z0-9]/g, '')}${'x'.repeat(22)}`.slice(0, 22);
  const linkId = `plink_adv_${o.leadId}`;
  const db = (await server.getWorker().getEnv()).LEADS_DB;
  await db.batch([
    db
      .prepare('INSERT INTO lead_prefs (lead_id, language, whatsapp_opt_in) VALUES (?1, ?2, ?3)')
      .bind(o.leadId, o.language ?? 'en', o.optIn === false ? 0 : 1),
    db
      .prepare(
        `INSERT INTO proposals (id, token, lead_id, status, language, city, version, hold_until, link_id, link_url,
          link_amount, created_at, updated_at)
        VALUES (?1, ?2, ?3, ?4, ?5, 'Jaipur', 1, ?6, ?7, ?8, ?9, ?10, ?10)`,
      )
      .bind(
        pid,
        token,
        o.leadId,
        o.status ?? 'open',
        o.language ?? 'en',
        new Date(Date.now() + 72 * 3600_000).toISOString(),
        linkId,
        `https://rzp.io/i/${linkId}`,
        advance,
        now,
      ),
    db
      .prepare(
        `INSERT INTO proposal_versions (proposal_id, version, lines, dates, city, subtotal, tax, total, advance,
          created_by, created_at)
        VALUES (?1, 1, ?2, ?3, 'Jaipur', ?4, ?5, ?4, ?6, 'asha@studio.example', ?7)`,
      )
      .bind(
        pid,
        JSON.stringify([{ item: 'Wedding Photography - Gold', amount: total }]),
        JSON.stringify([{ date: o.date ?? '2027-03-20', label: 'Wedding' }]),
        total,
        JSON.stringify(NO_TAX),
        advance,
        now,
      ),
  ]);
  return { leadId: o.leadId, pid, token, linkId, total, advance };
}
