import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { CALLBACK, post } from '../helpers/leads';
import { cronAt, insertLead, ist, outbox } from '../helpers/notices';
import { startReceiver, type Receiver } from '../helpers/notify-standins';

// On the cron's injected clock (scheduledTime), never waited for: the first-response escalation
// (a lead still new, not contacted, INBOX_FIRST_RESPONSE_MINUTES business minutes after it arrived;
// it replaced the 30-minute reminder: docs/decisions/0025-first-response-escalation.md), the
// follow-up reminder (docs/sales.md), the 9am digest. 2030-01-08 is a Tuesday; 2030-01-05 a
// Saturday. The chat webhook and one e-mail recipient are on.

let server: ReturnType<typeof worker>;
let chat: Receiver;

beforeAll(async () => {
  chat = await startReceiver();
  server = worker(
    { NOTIFY_EMAIL_TO: 'team@photos.example', SITE_URL: 'https://photos.example' },
    { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` },
  );
  await server.listen();
  await post(server, 'submit-form', CALLBACK); // tables created; this lead is years before the clock below
});
afterAll(async () => {
  await server?.close();
  await chat?.close();
});

const of = (kind: string, id: string) => chat.requests.filter((r) => r.json?.kind === kind && r.body.includes(id));
/** A lead's lead_work row (insertLead writes none). */
async function work(row: Record<string, string | null>) {
  const env = await server.getWorker().getEnv();
  const keys = Object.keys(row);
  await env.LEADS_DB.prepare(
    `INSERT INTO lead_work (${keys.join(', ')}) VALUES (${keys.map((_, i) => `?${i + 1}`).join(', ')})`,
  )
    .bind(...Object.values(row))
    .run();
}

describe('the first-response escalation (the one rule for a lead not contacted in time)', () => {
  it('fires once, INBOX_FIRST_RESPONSE_MINUTES (15) business minutes after the lead, on every channel; not for a lead already contacted', async () => {
    await insertLead(
      server,
      {
        id: 'late-1',
        name: 'Asha Iyer',
        receivedAt: ist('2030-01-08T11:00').toISOString(),
        source: 'google',
        campaign: 'winter',
      },
      false,
    );
    await insertLead(
      server,
      { id: 'called-1', name: 'Ravi Kumar', receivedAt: ist('2030-01-08T11:00').toISOString(), stage: 'contacted' },
      false,
    );
    // Still new, but the WhatsApp button was tapped: a first contact.
    await insertLead(
      server,
      { id: 'tapped-1', name: 'Tara Sen', receivedAt: ist('2030-01-08T11:00').toISOString() },
      false,
    );
    await work({ lead_id: 'tapped-1', first_contact_at: ist('2030-01-08T11:05').toISOString() });
    await cronAt(server, ist('2030-01-08T11:14'));
    expect(await outbox(server, "kind = 'escalation'")).toEqual([]);
    await cronAt(server, ist('2030-01-08T11:15'));
    expect(of('escalation', 'late-1')).toHaveLength(1);
    expect(of('escalation', 'late-1')[0]!.json.text).toBe(
      'First response overdue: callback request not contacted yet: Asha Iyer — Wedding, Jaipur. Received 8 Jan 2030, 11:00 am IST from google, campaign winter. Call +919876543210. Open: https://photos.example/admin/leads/late-1',
    );
    await cronAt(server, ist('2030-01-08T11:35'));
    await cronAt(server, ist('2030-01-08T14:00'));
    expect(of('escalation', 'late-1')).toHaveLength(1);
    expect((await outbox(server, "kind = 'escalation'")).map((r) => [r.key, r.status])).toEqual([
      ['escalation:email:late-1:team@photos.example', 'sent'],
      ['escalation:webhook:late-1', 'sent'],
    ]);
    expect(of('escalation', 'called-1')).toHaveLength(0);
    expect(of('escalation', 'tapped-1')).toHaveLength(0);
    // The old 30-minute reminder is gone: one rule.
    expect(await outbox(server, "kind = 'reminder'")).toEqual([]);
    // (The digest below counts still-new leads by stage: this one was answered.)
    const env = await server.getWorker().getEnv();
    await env.LEADS_DB.prepare("UPDATE lead_pipeline SET stage = 'contacted' WHERE lead_id = 'tapped-1'").run();
  });

  it('counts business minutes only: a Saturday 6:50 pm lead is escalated on Monday at 10:05 am', async () => {
    await insertLead(
      server,
      { id: 'weekend-1', name: 'Meera Das', receivedAt: ist('2030-01-05T18:50').toISOString() },
      false,
    );
    await cronAt(server, ist('2030-01-06T12:00')); // Sunday
    await cronAt(server, ist('2030-01-07T10:00'));
    expect(of('escalation', 'weekend-1')).toHaveLength(0);
    await cronAt(server, ist('2030-01-07T10:05'));
    expect(of('escalation', 'weekend-1')).toHaveLength(1);
  });

  it('never goes out outside business hours: due at 6:55 pm, the first run after 7 pm waits for 10 am', async () => {
    await insertLead(
      server,
      { id: 'evening-1', name: 'Dev Anand', receivedAt: ist('2030-01-01T18:40').toISOString() },
      false,
    );
    await cronAt(server, ist('2030-01-01T19:00'));
    await cronAt(server, ist('2030-01-01T23:30'));
    await cronAt(server, ist('2030-01-02T09:55'));
    expect(await outbox(server, "key LIKE 'escalation:%:evening-1%'")).toEqual([]);
    await cronAt(server, ist('2030-01-02T10:00'));
    expect(of('escalation', 'evening-1')).toHaveLength(1);
  });

  it('is not sent once the lead is contacted in the meantime (checked at send time)', async () => {
    await insertLead(
      server,
      { id: 'quick-1', name: 'Kiran Rao', receivedAt: ist('2030-01-09T10:00').toISOString() },
      false,
    );
    const env = await server.getWorker().getEnv();
    // Planned by a run that fails to send (chat down), then the team calls the lead: the retry is skipped.
    chat.fail(500);
    await cronAt(server, ist('2030-01-09T10:15'));
    chat.fail(200, 0);
    expect(await outbox(server, 'key = ?1', 'escalation:webhook:quick-1')).toMatchObject([
      { status: 'pending', attempts: 1 },
    ]);
    await env.LEADS_DB.prepare("UPDATE lead_pipeline SET stage = 'contacted' WHERE lead_id = 'quick-1'").run();
    await cronAt(server, ist('2030-01-09T10:35'));
    const [row] = await outbox(server, 'key = ?1', 'escalation:webhook:quick-1');
    expect(row).toMatchObject({ status: 'skipped', last_error: 'no escalation: the lead is contacted now' });
  });
});

describe('the follow-up reminder', () => {
  it("goes once per follow-up when it falls due, to the chat and the owner's e-mail; a new follow-up time gets its own", async () => {
    await insertLead(
      server,
      { id: 'fu-1', name: 'Nikhil Roy', receivedAt: ist('2030-01-02T11:00').toISOString(), stage: 'quoted' },
      false,
    );
    const due = ist('2030-01-08T15:00').toISOString();
    await work({
      lead_id: 'fu-1',
      owner: 'ravi@studio.example',
      follow_up_at: due,
      next_at: due,
      follow_up_note: 'Send the album prices',
      first_contact_at: ist('2030-01-02T11:10').toISOString(),
    });
    await cronAt(server, ist('2030-01-08T14:55'));
    expect(of('follow-up', 'fu-1')).toHaveLength(0);
    await cronAt(server, ist('2030-01-08T15:00'));
    await cronAt(server, ist('2030-01-08T15:05'));
    expect(of('follow-up', 'fu-1')).toHaveLength(1);
    expect(of('follow-up', 'fu-1')[0]!.json.text).toMatch(
      /^Follow-up due 8 Jan 2030, 3:00 pm IST \(Send the album prices\): callback request: Nikhil Roy/,
    );
    expect((await outbox(server, "kind = 'follow-up'")).map((r) => [r.key, r.status])).toEqual([
      ['follow-up:email:fu-1@20300108T0930:ravi@studio.example', 'sent'],
      ['follow-up:webhook:fu-1@20300108T0930', 'sent'],
    ]);
    // Moved to the next morning, 9 pm: due outside business hours, so it goes at 10 am.
    const later = ist('2030-01-08T21:00').toISOString();
    const env = await server.getWorker().getEnv();
    await env.LEADS_DB.prepare("UPDATE lead_work SET follow_up_at = ?1, next_at = ?1 WHERE lead_id = 'fu-1'")
      .bind(later)
      .run();
    await cronAt(server, ist('2030-01-08T21:00'));
    await cronAt(server, ist('2030-01-08T23:00'));
    expect(of('follow-up', 'fu-1')).toHaveLength(1);
    await cronAt(server, ist('2030-01-09T10:00'));
    expect(of('follow-up', 'fu-1')).toHaveLength(2);
  });

  it('none for a lead booked or lost (no next step)', async () => {
    await insertLead(
      server,
      { id: 'fu-2', name: 'Closed Lead', receivedAt: ist('2030-01-02T11:00').toISOString(), stage: 'booked' },
      false,
    );
    const due = ist('2030-01-10T12:00').toISOString();
    await work({ lead_id: 'fu-2', follow_up_at: due, next_at: null, first_contact_at: due });
    await cronAt(server, ist('2030-01-10T12:00'));
    expect(await outbox(server, "key LIKE 'follow-up:%:fu-2@%'")).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('goes out once, at the first run at or after 9 am India time, with the day before by source and what of the week is still uncontacted', async () => {
    await insertLead(
      server,
      { id: 'd-1', name: 'Nisha Jain', receivedAt: ist('2030-01-10T09:15').toISOString(), source: 'google' },
      false,
    );
    await insertLead(
      server,
      {
        id: 'd-2',
        name: 'Om Prakash',
        receivedAt: ist('2030-01-10T13:00').toISOString(),
        source: 'google',
        stage: 'contacted',
      },
      false,
    );
    await insertLead(
      server,
      {
        id: 'd-3',
        name: 'Zoya Khan',
        receivedAt: ist('2030-01-10T23:59').toISOString(),
        source: '(direct)',
        stage: 'contacted',
      },
      false,
    );
    const digests = () => chat.requests.filter((r) => r.json?.kind === 'digest' && r.json.digest.day === '2030-01-10');
    await cronAt(server, ist('2030-01-11T08:55'));
    expect(digests()).toHaveLength(0);
    await cronAt(server, ist('2030-01-11T09:00'));
    expect(digests()).toHaveLength(1);
    const d = digests()[0]!.json;
    expect(d.digest).toEqual({
      day: '2030-01-10',
      total: 3,
      bySource: [
        { source: 'google', count: 2 },
        { source: '(direct)', count: 1 },
      ],
      uncontacted: 3,
    });
    expect(d.text.split('\n')[0]).toBe('Leads of Thu 10 Jan 2030: 3 (google: 2, (direct): 1). Still uncontacted: 3.');
    // still new: d-1 of that day, late-1 (8 Jan) and weekend-1 (5 Jan) of the six days before; never quick-1 (contacted)
    expect(d.text).not.toContain('Kiran Rao');
    expect(d.text).toContain('Meera Das');
    expect(d.text).toContain(
      'Nisha Jain (callback request, 10 Jan 2030, 9:15 am IST) https://photos.example/admin/leads/d-1',
    );
    await cronAt(server, ist('2030-01-11T09:05'));
    await cronAt(server, ist('2030-01-11T18:00'));
    expect(digests()).toHaveLength(1);
    expect((await outbox(server, "key LIKE 'digest:%:2030-01-10%'")).map((r) => [r.key, r.status])).toEqual([
      ['digest:email:2030-01-10:team@photos.example', 'sent'],
      ['digest:webhook:2030-01-10', 'sent'],
    ]);
  });
});

describe('the target', () => {
  it('is INBOX_FIRST_RESPONSE_MINUTES business minutes: 30 escalates at 11:30, not 11:15', async () => {
    await server.update((o) => ({
      ...o,
      workers: o.workers!.map((w) => ({
        ...w,
        vars: { ...('vars' in w ? w.vars : {}), INBOX_FIRST_RESPONSE_MINUTES: '30' },
      })),
    }));
    await insertLead(
      server,
      { id: 'target-1', name: 'Gita Rao', receivedAt: ist('2030-01-22T11:00').toISOString() },
      false,
    );
    await cronAt(server, ist('2030-01-22T11:15'));
    await cronAt(server, ist('2030-01-22T11:25'));
    expect(of('escalation', 'target-1')).toHaveLength(0);
    await cronAt(server, ist('2030-01-22T11:30'));
    expect(of('escalation', 'target-1')).toHaveLength(1);
  });
});

describe('switched off', () => {
  it('NOTIFY_REMINDERS=off and NOTIFY_DIGEST=off plan neither', async () => {
    await server.update((o) => ({
      ...o,
      workers: o.workers!.map((w) => ({
        ...w,
        vars: { ...('vars' in w ? w.vars : {}), NOTIFY_REMINDERS: 'off', NOTIFY_DIGEST: 'off' },
      })),
    }));
    await insertLead(
      server,
      { id: 'off-1', name: 'Off Lead', receivedAt: ist('2030-01-15T11:00').toISOString() },
      false,
    );
    await cronAt(server, ist('2030-01-15T12:00'));
    expect(await outbox(server, "key = 'reminder:webhook:off-1' OR key LIKE 'digest:%:2030-01-14%'")).toEqual([]);
  });
});
