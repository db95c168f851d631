import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { cronAt, insertLead, ist, outbox } from '../helpers/notices';
import { startReceiver, type Receiver } from '../helpers/notify-standins';

// The first-response clock (docs/sales.md "First response") in the working hours of the settings
// and from the call time a visitor chose, in-process on the cron's injected clock: the escalation
// at the target (15 business minutes) and the reassignment at twice the target move with a holiday
// set in BUSINESS_HOLIDAYS, and start at a chosen call time (lead_call_times). 2030-01-08 is a Tuesday;
// 2030-01-09, the Wednesday, is a holiday here.
const ASHA = 'asha@studio.example';
const RAVI = 'ravi@studio.example';
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let chat: Receiver;
const { rows, db } = inboxClient(() => ({ server, token, origin }));

beforeAll(async () => {
  chat = await startReceiver();
});
signedInWorker(
  (vars) =>
    worker(
      {
        ...vars,
        SITE_URL: 'https://photos.example',
        INBOX_TEAM: `${ASHA}, ${RAVI}`,
        BUSINESS_HOLIDAYS: '2030-01-09',
        NOTIFY_DIGEST: 'off',
      },
      { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` },
    ),
  (s) => ({ server, origin, token } = s),
  { email: ASHA },
);
// A first cron run applies the schema (D1's tables are made on first use).
beforeAll(() => cronAt(server, ist('2030-01-01T09:00')));
afterAll(async () => {
  await chat?.close();
});

/** A callback lead received at `wall` (India time), owned by Asha, with no first contact. */
async function waitingLead(id: string, wall: string) {
  await insertLead(server, { id, name: 'Kiran Das', receivedAt: ist(wall).toISOString() }, false);
  await (await db()).prepare('INSERT INTO lead_work (lead_id, owner) VALUES (?1, ?2)').bind(id, ASHA).run();
}
const escalated = async (id: string) => (await outbox(server, "key = 'escalation:webhook:' || ?1", id)).length > 0;
const owner = async (id: string) => (await rows('SELECT owner FROM lead_work WHERE lead_id = ?1', id))[0]!.owner;

describe('a holiday in the settings', () => {
  it('moves the escalation and the reassignment to the next working day', async () => {
    // 6:55 pm on Tuesday: 5 business minutes that day, the other 10 on the next working day.
    await waitingLead('eve-1', '2030-01-08T18:55');
    // Without the holiday the target would be Wednesday 10:10 am; the cron runs then and plans nothing.
    await cronAt(server, ist('2030-01-09T10:10'));
    await cronAt(server, ist('2030-01-09T12:00'));
    await cronAt(server, ist('2030-01-10T10:09'));
    expect(await escalated('eve-1')).toBe(false);
    await cronAt(server, ist('2030-01-10T10:10'));
    expect(await escalated('eve-1')).toBe(true);
    // Twice the target: Thursday 10:25 am.
    await cronAt(server, ist('2030-01-10T10:24'));
    expect(await owner('eve-1')).toBe(ASHA);
    await cronAt(server, ist('2030-01-10T10:25'));
    expect(await owner('eve-1')).toBe(RAVI);
  });
});

describe('a call time the visitor chose', () => {
  it('starts the clock: no escalation at the target from arrival, one at the target from the chosen time', async () => {
    await waitingLead('chose-1', '2030-01-15T11:00');
    const callAt = ist('2030-01-15T14:00').toISOString();
    await (
      await db()
    )
      .prepare(
        `INSERT INTO lead_call_times (lead_id, handle, secret_hash, expires_at, call_at, chosen_at)
        VALUES ('chose-1', 'handle-chose-1', 'x', ?1, ?2, ?3)`,
      )
      .bind(ist('2030-01-16T11:00').toISOString(), callAt, ist('2030-01-15T11:01').toISOString())
      .run();
    await cronAt(server, ist('2030-01-15T11:15'));
    await cronAt(server, ist('2030-01-15T11:30'));
    await cronAt(server, ist('2030-01-15T14:14'));
    expect(await escalated('chose-1')).toBe(false);
    expect(await owner('chose-1')).toBe(ASHA);
    await cronAt(server, ist('2030-01-15T14:15'));
    expect(await escalated('chose-1')).toBe(true);
    await cronAt(server, ist('2030-01-15T14:29'));
    expect(await owner('chose-1')).toBe(ASHA);
    await cronAt(server, ist('2030-01-15T14:30'));
    expect(await owner('chose-1')).toBe(RAVI);
  });
});
