import { beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { cronAt, outbox } from '../helpers/notices';
import { startGraph, type Receiver } from '../helpers/notify-standins';
import { seedProposal } from '../helpers/proposals-seed';
import { razorpayVars, startRazorpay, webhook, type RazorpayStandin } from '../helpers/razorpay-standin';
import PostalMime from 'postal-mime';

// The visitor's confirmation of a payment (docs/sales.md#proposals-and-payments,
// docs/decisions/0051-the-balance-and-the-visitors-messages.md): the receipt's link on WhatsApp
// where they opted in and by e-mail where VISITOR_EMAIL_FROM is set, in the lead's language, once
// per payment however many deliveries, and kept through a channel's outage by the outbox.
let server: ReturnType<typeof worker>;
let rzp: RazorpayStandin;
let graph: Receiver;

beforeAll(async () => {
  [rzp, graph] = await Promise.all([startRazorpay(), startGraph()]);
  server = worker(
    {
      ...razorpayVars(rzp.url),
      SITE_URL: 'https://studio.example',
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
      META_GRAPH_URL: graph.url,
      WHATSAPP_PHONE_NUMBER_ID: '1234567',
      WHATSAPP_RECEIPT_TEMPLATE: 'payment_receipt',
      VISITOR_EMAIL_FROM: 'bookings@studio.example',
    },
    { WHATSAPP_TOKEN: 'graph-token-for-tests' },
  );
  await server.listen();
  await server.fetch(`/p/${'a'.repeat(22)}`); // tables created
  return async () => {
    await server.close();
    await Promise.all([rzp.close(), graph.close()]);
  };
}, 60_000);

let ip = 0;
const deliver = (d: { body: string; headers: Record<string, string> }) =>
  server.fetch('/api/razorpay', {
    method: 'POST',
    headers: { ...d.headers, 'cf-connecting-ip': `198.51.100.${++ip}` },
    body: d.body,
  });
const sentTo = (leadPhone: string) =>
  graph.requests.filter((r) => r.path.endsWith('/1234567/messages') && r.json?.to === leadPhone);

describe("the visitor's confirmation", () => {
  it('goes once per payment, in the lead’s language: the WhatsApp template and an e-mail, each with the receipt’s link', async () => {
    const s = await seedProposal(server, { leadId: 'v-hi', language: 'hi', phone: '919800000001' });
    const paid = { linkId: s.linkId, referenceId: s.pid, paymentId: 'pay_vhi', amount: s.advance };
    // Razorpay delivers twice (two event ids for one payment).
    for (const eventId of ['evt_vhi_1', 'evt_vhi_2'])
      expect((await deliver(webhook({ ...paid, eventId }))).status).toBe(200);
    await server.idle();
    const wa = sentTo('919800000001');
    expect(wa).toHaveLength(1);
    const template = wa[0]!.json.template;
    expect(template.name).toBe('payment_receipt');
    expect(template.language).toEqual({ code: 'hi' });
    const params = template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params[0]).toBe('Meera');
    expect(params[1]).toBe('₹30,000');
    expect(params[2]).toMatch(/^https:\/\/studio\.example\/hi\/p\/[A-Za-z0-9_-]{22}\/receipt\/\d{4}-\d{2}\/\d+$/);
    const mails = server.emails.filter((m) => m.raw.includes('meera@example.com'));
    expect(mails).toHaveLength(1);
    const mail = await PostalMime.parse(mails[0]!.raw);
    expect(mail.from?.address).toBe('bookings@studio.example');
    expect(mail.subject).toMatch(/^भुगतान मिला: ₹30,000, .+ की रसीद RV\/\d{4}-\d{2}\/\d+$/);
    expect(mail.text).toContain('आपका ₹30,000 का भुगतान मिल गया है');
    expect(mail.text).toContain(params[2]);
    expect((await outbox(server, "key LIKE 'visitor:%:receipt.pay_vhi'")).map((r) => [r.key, r.status])).toEqual([
      ['visitor:email:receipt.pay_vhi', 'sent'],
      ['visitor:whatsapp:receipt.pay_vhi', 'sent'],
    ]);
    // The cron's sweep sends nothing more.
    await cronAt(server, new Date(Date.now() + 5 * 60_000));
    expect(sentTo('919800000001')).toHaveLength(1);
    expect(server.emails.filter((m) => m.raw.includes('meera@example.com'))).toHaveLength(1);
  });

  it('kept through an outage: WhatsApp down at the payment, sent once by the next run after it is back', async () => {
    const s = await seedProposal(server, { leadId: 'v-down', phone: '919800000002', email: 'ravi@example.com' });
    graph.fail(503, 1);
    const d = webhook({
      linkId: s.linkId,
      referenceId: s.pid,
      paymentId: 'pay_vdown',
      amount: s.advance,
      eventId: 'evt_vd',
    });
    expect((await deliver(d)).status).toBe(200);
    await server.idle();
    expect(sentTo('919800000002').map((r) => r.status)).toEqual([503]);
    const [job] = await outbox(server, "key = 'visitor:whatsapp:receipt.pay_vdown'");
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    // The e-mail went on its own.
    expect(server.emails.filter((m) => m.raw.includes('ravi@example.com'))).toHaveLength(1);
    await cronAt(server, new Date(Date.now() + 3 * 60_000));
    await cronAt(server, new Date(Date.now() + 10 * 60_000));
    expect(sentTo('919800000002').map((r) => r.status)).toEqual([503, 200]);
    expect(sentTo('919800000002')[1]!.json.template.language).toEqual({ code: 'en' });
    expect((await outbox(server, "key = 'visitor:whatsapp:receipt.pay_vdown'"))[0]!.status).toBe('sent');
  });

  it('no opt-in, no WhatsApp; the e-mail still goes, in English', async () => {
    const s = await seedProposal(server, {
      leadId: 'v-none',
      optIn: false,
      phone: '919800000003',
      email: 'no@example.com',
    });
    const d = webhook({
      linkId: s.linkId,
      referenceId: s.pid,
      paymentId: 'pay_vnone',
      amount: s.advance,
      eventId: 'evt_vn',
    });
    expect((await deliver(d)).status).toBe(200);
    await server.idle();
    expect(sentTo('919800000003')).toHaveLength(0);
    expect((await outbox(server, "key = 'visitor:whatsapp:receipt.pay_vnone'"))[0]).toMatchObject({
      status: 'skipped',
      last_error: 'no WhatsApp opt-in: nothing sent',
    });
    const [mail] = server.emails.filter((m) => m.raw.includes('no@example.com'));
    const parsed = await PostalMime.parse(mail!.raw);
    expect(parsed.text).toContain('we have received your payment of ₹30,000');
  });
});
