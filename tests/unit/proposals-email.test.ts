import { beforeAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { worker } from '../helpers/in-process';
import { inboxClient, signedInWorker } from '../helpers/inbox';
import { seedProposal } from '../helpers/proposals-seed';

// The proposal's link e-mailed from its inbox page (docs/sales.md#proposals-and-payments): where
// VISITOR_EMAIL_FROM is set, a button that queues one e-mail to the lead's address with the link,
// in the proposal's language; a lead with no address gets neither that nor a mailto: link.
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
const { admin } = inboxClient(() => ({ server, token, origin }));

signedInWorker(
  (vars) =>
    worker({
      ...vars,
      SITE_URL: 'https://studio.example',
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
      VISITOR_EMAIL_FROM: 'bookings@studio.example',
    }),
  (s) => ({ server, origin, token } = s),
  { email: 'asha@studio.example' },
);
beforeAll(async () => {
  await admin('/admin'); // tables created
}, 60_000);

// Lead ids of hex letters: the seeded proposal's id is made of them (tests/helpers/proposals-seed.ts).
const press = (body: string) => /name="press" value="([0-9a-f]{16})"/.exec(body)?.[1] ?? '';
const mailsTo = (address: string) => server.emails.filter((m) => m.raw.includes(address));

describe("e-mailing a proposal's link", () => {
  it('shows the button, and a press sends one e-mail with the link', async () => {
    const s = await seedProposal(server, { leadId: 'ea-01', email: 'meera.en@example.com' });
    const base = `/admin/leads/ea-01/proposals/${s.pid}`;
    const page = (await admin(base)).body;
    expect(page).toContain('E-mail it to meera.en@example.com</button>');
    expect(page).not.toContain('mailto:');
    // The Copy link button (hidden until src/worker/inbox/copy-script.ts runs) and its script on this page alone.
    expect(page).toContain('data-copy="proposal-link" hidden="">Copy link</button>');
    expect(page).toContain('<script src="/admin/copy.js" defer=""></script>');
    expect((await admin('/admin/')).body).not.toContain('/admin/copy.js');
    const form = { press: press(page) };
    const sent = await admin(`${base}/email`, form);
    expect(sent.res.status).toBe(303);
    expect((await admin(sent.location!)).body).toContain('E-mail queued');
    await admin(`${base}/email`, form); // the same form sent twice: one e-mail
    await server.idle();
    const mails = mailsTo('meera.en@example.com');
    expect(mails).toHaveLength(1);
    const mail = await PostalMime.parse(mails[0]!.raw);
    expect(mail.from?.address).toBe('bookings@studio.example');
    expect(mail.subject).toMatch(/^Your proposal from .+ \(version 1\)$/);
    expect(mail.text).toContain(`https://studio.example/p/${s.token}`);
    // A later press (a new page) sends it again.
    await admin(`${base}/email`, { press: press((await admin(base)).body) });
    await server.idle();
    expect(mailsTo('meera.en@example.com')).toHaveLength(2);
  });

  it('is in Hindi for a Hindi proposal', async () => {
    const s = await seedProposal(server, { leadId: 'ea-02', language: 'hi', email: 'meera.hi@example.com' });
    const base = `/admin/leads/ea-02/proposals/${s.pid}`;
    await admin(`${base}/email`, { press: press((await admin(base)).body) });
    await server.idle();
    const mails = mailsTo('meera.hi@example.com');
    expect(mails).toHaveLength(1);
    const mail = await PostalMime.parse(mails[0]!.raw);
    expect(mail.subject).toMatch(/की ओर से आपका प्रस्ताव \(संस्करण 1\)$/);
    expect(mail.text).toContain('इसे देखें और यहाँ स्वीकार करें');
    expect(mail.text).toContain(`https://studio.example/hi/p/${s.token}`);
  });

  it('offers neither the button nor a mailto: link to a lead with no e-mail', async () => {
    const s = await seedProposal(server, { leadId: 'ea-03', email: '' });
    const page = (await admin(`/admin/leads/ea-03/proposals/${s.pid}`)).body;
    expect(page).not.toContain('E-mail it to');
    expect(page).not.toContain('mailto:');
  });
});
