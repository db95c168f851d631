import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import { deliverWebhook, inboundBody, PHONE_NUMBER_ID, type InboundMessage } from '../helpers/whatsapp-webhook';

/**
 * WhatsApp users without a phone number (src/worker/chats/webhook.ts, reply.ts): since Meta's
 * business-scoped user ids (BSUIDs), a person who took a WhatsApp username may write with no
 * `from` number, only `from_user_id` (and `contacts[].user_id`). Such a chat is a lead keyed by the
 * user id, its later messages join it, the inbox shows who it is without a number, and a reply goes
 * with `recipient` (the BSUID) instead of `to`, as Meta's "Business-scoped user IDs" page documents.
 */
const APP_SECRET = randomBytes(16).toString('hex');
const BSUID = 'IN.1410018717833190';
let server: ReturnType<typeof worker>;
let graph: Receiver;
let access: AccessStandIn;
let origin = '';
let token = '';

beforeAll(async () => {
  [graph, access] = await Promise.all([
    startReceiver((r) => ({
      messaging_product: 'whatsapp',
      contacts: [{ input: r.json?.recipient ?? r.json?.to, user_id: r.json?.recipient }],
      messages: [{ id: `wamid.out${randomBytes(4).toString('hex')}` }],
    })),
    startAccess(),
  ]);
  server = worker(
    {
      SITE_URL: 'https://photos.example',
      META_GRAPH_URL: graph.url,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
    },
    {
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_TOKEN: 'EAAG-whatsapp',
    },
  );
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: 'asha@studio.example' });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([graph?.close(), access?.close()]);
});

const { admin, rows } = inboxClient(() => ({ server, token, origin }));
const deliver = (m: InboundMessage) => deliverWebhook(server, inboundBody(m), APP_SECRET);
const chatLeads = () =>
  rows(
    `SELECT p.lead_id, c.name, c.phone, w.wa_id FROM lead_pipeline p JOIN lead_contacts c ON c.lead_id = p.lead_id
     JOIN whatsapp_chats w ON w.lead_id = p.lead_id WHERE p.form = 'whatsapp' ORDER BY p.received_at`,
  );
const messagesOf = (leadId: unknown) =>
  rows('SELECT wamid, direction, body FROM whatsapp_messages WHERE lead_id = ?1 ORDER BY at, rowid', leadId);

describe('a WhatsApp user who shared no number', () => {
  let leadId: unknown;

  it('becomes a lead keyed by the user id: stored (200), its name the profile name, no phone', async () => {
    const res = await deliver({
      userId: BSUID,
      name: 'Meera',
      username: '@meera.clicks',
      wamid: 'wamid.u1',
      text: 'Hi!',
    });
    expect(res.status).toBe(200);
    const leads = await chatLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Meera', phone: '', wa_id: '' });
    leadId = leads[0]!.lead_id;
    expect(await messagesOf(leadId)).toMatchObject([{ wamid: 'wamid.u1', direction: 'in', body: 'Hi!' }]);
  });

  it('their next message joins the same lead, found by the user id', async () => {
    expect((await deliver({ userId: BSUID, name: 'Meera', wamid: 'wamid.u2', text: 'Saturday?' })).status).toBe(200);
    expect(await chatLeads()).toHaveLength(1);
    expect((await messagesOf(leadId)).map((m) => m.body)).toEqual(['Hi!', 'Saturday?']);
  });

  it('the inbox says there is no number and names the WhatsApp user; a reply goes with `recipient`, not `to`', async () => {
    const page = await admin(`/admin/leads/${leadId}`);
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('No phone number shared');
    expect(page.body).toContain(BSUID);
    expect(page.body).toContain('@meera.clicks');
    expect(page.body).not.toContain('tel:+');

    const before = graph.requests.length;
    const sent = await admin(`/admin/leads/${leadId}/whatsapp`, { body: 'Yes, Saturday works.' });
    expect(sent.res.status).toBe(303);
    const req = graph.requests.slice(before).find((r) => r.path.endsWith('/messages'))!;
    expect(req.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      recipient: BSUID,
      type: 'text',
      text: { body: 'Yes, Saturday works.' },
    });
    expect((await messagesOf(leadId)).filter((m) => m.direction === 'out')).toHaveLength(1);
  });

  it('an ad clicked later on the open chat shows on the lead page (the newest click names the ad)', async () => {
    const referral = { source_type: 'ad', headline: 'Newborn shoots in Pune', ctwa_clid: 'CLID-users-1' };
    expect((await deliver({ userId: BSUID, name: 'Meera', wamid: 'wamid.u3', text: 'Ad!', referral })).status).toBe(
      200,
    );
    expect(await chatLeads()).toHaveLength(1);
    expect((await admin(`/admin/leads/${leadId}`)).body).toContain('Click-to-WhatsApp ad · Newborn shoots in Pune');
  });

  it('a number that comes with a user id keeps the number as the key and `to` for replies; a later message with the user id only joins it', async () => {
    const FROM = '919812300000';
    const USER = 'IN.99887766554433';
    expect((await deliver({ from: FROM, userId: USER, name: 'Ravi', wamid: 'wamid.n1', text: 'Hello' })).status).toBe(
      200,
    );
    const [lead] = (await chatLeads()).filter((l) => l.wa_id === FROM);
    expect(lead).toMatchObject({ name: 'Ravi', phone: FROM });
    // The person later hides their number behind a username: the user id finds the same chat.
    expect((await deliver({ userId: USER, name: 'Ravi', wamid: 'wamid.n2', text: 'Still there?' })).status).toBe(200);
    expect((await chatLeads()).filter((l) => l.name === 'Ravi')).toHaveLength(1);
    expect((await messagesOf(lead!.lead_id)).map((m) => m.body)).toEqual(['Hello', 'Still there?']);
    const before = graph.requests.length;
    expect((await admin(`/admin/leads/${lead!.lead_id}/whatsapp`, { body: 'Yes!' })).res.status).toBe(303);
    const req = graph.requests.slice(before).find((r) => r.path.endsWith('/messages'))!;
    expect(req.json).toMatchObject({ to: FROM });
    expect(req.json).not.toHaveProperty('recipient');
  });

  it('a message with neither a number nor a well-formed user id is answered 200 and stores nothing', async () => {
    const count = (await chatLeads()).length;
    expect((await deliver({ userId: 'not a bsuid', wamid: 'wamid.bad', text: 'x' })).status).toBe(200);
    expect((await deliver({ wamid: 'wamid.none', text: 'x' })).status).toBe(200);
    expect(await chatLeads()).toHaveLength(count);
    expect(await rows("SELECT wamid FROM whatsapp_messages WHERE wamid IN ('wamid.bad', 'wamid.none')")).toEqual([]);
  });
});
