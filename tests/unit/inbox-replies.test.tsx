import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { CALLBACK, PHOTOGRAPHER, post } from '../helpers/leads';
import { REPLY_BODY_MAX } from '../../src/worker/data/reply-defaults';
import { renderToStaticMarkup } from 'react-dom/server';
import { QuickReplies } from '../../src/worker/inbox/view/QuickReplies';

// Quick replies (docs/sales.md "Quick replies"): the lead page's buttons and the team's editor at
// /admin/replies, on the owner's own machine (no Access: the actor is the local machine).
let server: ReturnType<typeof worker>;
let origin: string;

const { admin, rows } = inboxClient(() => ({ server, origin }));

async function submit(body: Record<string, string>, endpoint = 'submit-form'): Promise<string> {
  const res = await post(server, endpoint, body);
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/**
 * Where the lead page's quick replies lead (the page's own WhatsApp button is not one): each form
 * posted to the contact route as a tap would, and the 303's Location.
 */
async function hrefs(html: string): Promise<string[]> {
  const start = html.indexOf('id="quick-h"');
  const part = html.slice(start, html.indexOf('<dl>', start));
  const out: string[] = [];
  for (const m of part.matchAll(/<form class="quick-reply" action="([^"]+)" method="post">([\s\S]*?)<\/form>/g)) {
    const fields = Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((f) => [
        f[1]!,
        unescape(f[2]!),
      ]),
    );
    const { res } = await admin(unescape(m[1]!), fields);
    expect(res.status).toBe(303);
    out.push(res.headers.get('location') ?? '');
  }
  return out;
}

beforeAll(async () => {
  server = worker();
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
});
afterAll(() => server.close());

describe('the lead page', () => {
  it("offers the lead's form and service templates, English and Hindi, filled with labels", async () => {
    const id = await submit({
      ...CALLBACK,
      firstName: 'Rohit',
      lastName: 'Verma',
      service: 'wedding',
      city: 'delhi-ncr',
    });
    const { res, body } = await admin(`/admin/leads/${id}`);
    expect(res.status).toBe(200);
    const quick = body.slice(body.indexOf('id="quick-h"'), body.indexOf('<dl>', body.indexOf('id="quick-h"')));
    expect(quick).toContain('<div class="quick-replies__lang" lang="hi">');
    // The wedding templates (the service's own), not the callback's general ones.
    for (const title of [
      'WhatsApp: Wedding: date and venue',
      'E-mail: Wedding: date and venue',
      'WhatsApp: शादी: तारीख़ और स्थान',
    ])
      expect(quick).toContain(title);
    expect(quick).not.toContain('Thanks, when can we call?');
    const wa = (await hrefs(quick)).filter((h) => h.startsWith('https://wa.me/'));
    expect(wa).toHaveLength(2);
    const hindi = new URL(wa[1]!).searchParams.get('text')!;
    expect(wa[1]!.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(hindi).toContain('नमस्ते Rohit Verma जी');
    expect(hindi).toContain('Delhi NCR में Wedding फ़ोटोग्राफ़ी');
    expect(hindi).not.toMatch(/delhi-ncr|\{/);
    const mail = (await hrefs(quick)).find((h) => h.startsWith('mailto:'))!;
    expect(mail).toMatch(/^mailto:priya@example\.in\?subject=Your%20wedding%20photography%20enquiry%20with%20/);
    expect(decodeURIComponent(mail.split('&body=')[1]!)).toContain('Hello Rohit Verma,\r\n\r\nCongratulations');
  });

  it("a photographer's application gets the application's text, with no experience level in it", async () => {
    const id = await submit({ ...PHOTOGRAPHER, city: 'jaipur', customCity: '' }, 'submit-photographer-form');
    const { body } = await admin(`/admin/leads/${id}`);
    const wa = (await hrefs(body)).find((h) => h.startsWith('https://wa.me/') && h.includes('%E0%A4'))!;
    const text = new URL(wa).searchParams.get('text')!;
    expect(text).toContain('Jaipur में हमारे फ़ोटोग्राफ़रों से जुड़ने के आवेदन के लिए धन्यवाद');
    expect(text).not.toContain('Expert');
  });
});

describe('a Book-now lead', () => {
  it("gets the booking texts, its package's service shown by its label", async () => {
    const id = await submit({ ...CALLBACK, firstName: 'Tara', service: 'Wedding Photography - Gold', city: 'mumbai' });
    const { body } = await admin(`/admin/leads/${id}`);
    expect(body).toContain('WhatsApp: Booking: confirm date and venue');
    const wa = (await hrefs(body)).find((h) => h.startsWith('https://wa.me/'))!;
    expect(new URL(wa).searchParams.get('text')).toContain('for your Wedding shoot in Mumbai');
  });
});

describe('each quick reply as a form to the contact route', () => {
  it('posts via, the filled text and (for e-mail) the subject to /admin/leads/:id/contact', () => {
    const html = renderToStaticMarkup(
      <QuickReplies
        leadId="abc"
        fillsReplyBox
        replies={[
          {
            id: 'w',
            lang: 'hi',
            channel: 'whatsapp',
            title: 'नमस्ते',
            subject: '',
            text: 'नमस्ते "Rohit" जी',
            href: 'https://wa.me/91?text=x',
          },
          {
            id: 'm',
            lang: 'en',
            channel: 'email',
            title: 'Hi',
            subject: 'Your Wedding',
            text: 'Hello',
            href: 'mailto:a@b.in',
          },
        ]}
      />,
    );
    const forms = html.match(/<form[^>]*>.*?<\/form>/g)!;
    expect(forms).toHaveLength(2);
    expect(forms[1]).toContain('action="/admin/leads/abc/contact"');
    expect(forms[1]).toContain('method="post"');
    expect(forms[1]).toContain('<input type="hidden" name="via" value="whatsapp"/>');
    expect(forms[1]).toContain('<input type="hidden" name="text" value="नमस्ते &quot;Rohit&quot; जी"/>');
    expect(forms[1]).not.toContain('name="subject"');
    expect(forms[0]).toContain('name="via" value="email"');
    expect(forms[0]).toContain('<input type="hidden" name="subject" value="Your Wedding"/>');
    expect(html).not.toContain('href="https://wa.me');
    // A chat inside its 24-hour window: the WhatsApp reply can fill the reply box instead.
    expect(html).toContain('href="/admin/leads/abc?reply=w#reply"');
    expect(html).not.toContain('?reply=m');
  });
});

describe('the editor at /admin/replies', () => {
  it('lists every form, edits a template (audited), shows the edit on the lead page, resets it', async () => {
    const list = await admin('/admin/replies');
    expect(list.res.status).toBe(200);
    for (const h of ['Callback', 'Book now', 'Partner', 'Photographer', 'WhatsApp chat'])
      expect(list.body).toContain(`>${h}</h2>`);
    const edit = await admin('/admin/replies/partner-general-en-whatsapp');
    expect(edit.body).toContain('Partnership: a short call');

    const saved = await admin('/admin/replies/partner-general-en-whatsapp', {
      title: '  Partners: hello\u202E ',
      body: 'Hi {name}, {sender} of {brand} here.\r\nCall?',
      subject: 'ignored for WhatsApp',
    });
    expect(saved.res.status).toBe(303);
    expect(saved.res.headers.get('location')).toBe('/admin/replies?done=saved');
    expect(await rows('SELECT title, subject, body, updated_by FROM reply_templates')).toEqual([
      {
        title: 'Partners: hello',
        subject: '',
        body: 'Hi {name}, {sender} of {brand} here.\nCall?',
        updated_by: 'local (no Access)',
      },
    ]);
    const after = await admin('/admin/replies?done=saved');
    expect(after.body).toContain('Template saved.');
    expect(after.body).toMatch(/Edited: Partners: hello/);

    const lead = await submit(
      {
        name: 'Aarav Mehta',
        email: 'aarav@travel.example',
        mobileNumber: '98765 01234',
        category: 'Hotels',
        businessName: 'Mehta Stays',
        whyPartner: 'Guests',
        howDidYouKnow: 'Instagram',
      },
      'submit-partner-form',
    );
    const page = await admin(`/admin/leads/${lead}`);
    const wa = (await hrefs(page.body)).find((h) => h.startsWith('https://wa.me/919876501234'))!;
    expect(new URL(wa).searchParams.get('text')).toMatch(/^Hi Aarav Mehta, the team of .+ here\.\nCall\?$/);
    expect(new URL(wa).searchParams.get('text')).not.toContain('Hotels');

    const reset = await admin('/admin/replies/partner-general-en-whatsapp/reset', {});
    expect(reset.res.headers.get('location')).toBe('/admin/replies?done=reset');
    expect(await rows('SELECT * FROM reply_templates')).toEqual([]);
    expect(await rows('SELECT action, actor, template_id FROM reply_template_audit ORDER BY id')).toEqual([
      { action: 'edit', actor: 'local (no Access)', template_id: 'partner-general-en-whatsapp' },
      { action: 'reset', actor: 'local (no Access)', template_id: 'partner-general-en-whatsapp' },
    ]);
    const again = await admin('/admin/replies/partner-general-en-whatsapp/reset', {});
    expect(again.res.headers.get('location')).toBe('/admin/replies?done=same');
  });

  it('refuses an oversize or empty text with the page again (422), nothing saved', async () => {
    const before = await rows('SELECT COUNT(*) AS n FROM reply_template_audit');
    const big = await admin('/admin/replies/callback-general-hi-email', {
      title: 'Big',
      subject: 'S',
      body: 'क'.repeat(REPLY_BODY_MAX + 1),
    });
    expect(big.res.status).toBe(422);
    expect(big.body).toContain('Text: at most 1,000 characters (this has 1,001).');
    // What was typed stays in the form.
    expect(big.body).toContain('value="Big"');
    const long = await admin('/admin/replies/callback-general-hi-email', {
      title: 'x'.repeat(61),
      subject: 'S',
      body: 'b',
    });
    expect(long.res.status).toBe(422);
    expect(long.body).toContain('Button text: at most 60 characters');
    const noSubject = await admin('/admin/replies/callback-general-hi-email', { title: 't', subject: ' ', body: 'b' });
    expect(noSubject.body).toContain('Subject: an e-mail needs one.');
    expect(await rows('SELECT * FROM reply_templates')).toEqual([]);
    expect(await rows('SELECT COUNT(*) AS n FROM reply_template_audit')).toEqual(before);
  });

  it('adds a template of the team (audited) and removes it', async () => {
    const bad = await admin('/admin/replies', {
      form: 'callback',
      service: 'yachts',
      lang: 'en',
      channel: 'whatsapp',
      title: 't',
      body: 'b',
    });
    expect(bad.res.status).toBe(422);
    expect(bad.body).toContain('Service: choose one of the list');
    const added = await admin('/admin/replies', {
      form: 'callback',
      service: 'baby',
      lang: 'hi',
      channel: 'whatsapp',
      title: 'बेबी शूट',
      body: 'नमस्ते {name} जी, {city} में बेबी शूट के लिए धन्यवाद।',
    });
    expect(added.res.headers.get('location')).toBe('/admin/replies?done=added');
    const [row] = await rows('SELECT id FROM reply_templates');
    expect(String(row!.id)).toMatch(/^added-[0-9a-f]{8}$/);
    const lead = await submit({ ...CALLBACK, firstName: 'Meera', lastName: 'Iyer', service: 'baby', city: 'pune' });
    const page = await admin(`/admin/leads/${lead}`);
    const texts = (await hrefs(page.body))
      .filter((h) => h.startsWith('https://wa.me/'))
      .map((h) => new URL(h).searchParams.get('text'));
    expect(texts).toContain('नमस्ते Meera Iyer जी, Pune में बेबी शूट के लिए धन्यवाद।');
    const removed = await admin(`/admin/replies/${row!.id}/reset`, {});
    expect(removed.res.headers.get('location')).toBe('/admin/replies?done=deleted');
    expect(await rows('SELECT * FROM reply_templates')).toEqual([]);
    expect(
      (await rows('SELECT action FROM reply_template_audit ORDER BY id DESC LIMIT 2')).map((r) => r.action),
    ).toEqual(['delete', 'add']);
  });

  it('refuses a change that does not come from the inbox (CSRF) and answers 404 for no such template', async () => {
    const res = await server.fetch('/admin/replies/callback-general-en-email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'title=x&subject=y&body=z',
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect((await admin('/admin/replies/nope')).res.status).toBe(404);
    expect((await admin('/admin/replies/nope/reset', {})).res.status).toBe(404);
  });
});

describe('a chat lead inside WhatsApp 24-hour window', () => {
  const SECRET = 'AppSecretForQuickReplies0123';
  let chatServer: ReturnType<typeof worker>;
  let chatOrigin: string;
  beforeAll(async () => {
    chatServer = worker(
      {
        SITE_URL: 'http://127.0.0.1',
        META_GRAPH_URL: 'http://127.0.0.1:9',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_BUSINESS_ACCOUNT_ID: '102030405060',
        NOTIFY_REMINDERS: 'off',
        NOTIFY_DIGEST: 'off',
      },
      {
        WHATSAPP_VERIFY_TOKEN: 'verify-token-for-quick-replies',
        WHATSAPP_APP_SECRET: SECRET,
        WHATSAPP_TOKEN: 'EAAG-token',
      },
    );
    chatOrigin = (await chatServer.listen()).url.toString().replace(/\/$/, '');
  });
  afterAll(() => chatServer.close());

  it('a quick reply fills the reply box (?reply=<id>), no script needed', async () => {
    const { createHmac } = await import('node:crypto');
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102030405060',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '919800000000', phone_number_id: '1234567890' },
                contacts: [{ profile: { name: 'Kavya' }, wa_id: '919812345678' }],
                messages: [
                  {
                    from: '919812345678',
                    id: 'wamid.quick1',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'Hi, do you shoot birthdays?' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const res = await chatServer.fetch('/api/whatsapp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(body, 'utf8').digest('hex')}`,
      },
      body,
    });
    expect(res.status).toBe(200);
    const [lead] = await chatServer
      .getWorker()
      .getEnv()
      .then((env) => env.LEADS_DB.prepare("SELECT lead_id FROM lead_pipeline WHERE form = 'whatsapp'").all())
      .then((r) => r.results as Array<{ lead_id: string }>);
    const id = lead!.lead_id;
    const get = async (path: string) =>
      (await chatServer.fetch(`${chatOrigin}${path}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const page = await get(`/admin/leads/${id}`);
    expect(page).toContain(`href="/admin/leads/${id}?reply=whatsapp-general-hi-whatsapp#reply"`);
    expect(page).toMatch(/<textarea id="reply" name="body"[^>]*><\/textarea>/);
    const filled = await get(`/admin/leads/${id}?reply=whatsapp-general-hi-whatsapp`);
    expect(filled).toMatch(/<textarea id="reply" name="body"[^>]*>नमस्ते Kavya जी, मैं .+ से। आपके संदेश के लिए धन्यवाद।/);
    // An unknown or e-mail template fills nothing.
    expect(await get(`/admin/leads/${id}?reply=whatsapp-general-en-email`)).toMatch(
      /<textarea id="reply"[^>]*><\/textarea>/,
    );
  });
});

describe('the reports page', () => {
  let reports: ReturnType<typeof worker>;
  let base: string;
  beforeAll(async () => {
    reports = worker();
    base = (await reports.listen()).url.toString().replace(/\/$/, '');
  });
  afterAll(() => reports.close());

  it('counts only leads still new as New, every stage adding up, and writes dates as the inbox does', async () => {
    const ids: string[] = [];
    for (const firstName of ['Nova', 'Bina', 'Lata']) {
      const res = await post(reports, 'submit-form', { ...CALLBACK, firstName });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const move = (id: string, form: Record<string, string>) =>
      reports.fetch(`${base}/admin/leads/${id}/stage`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({ from: 'new', ...form }).toString(),
        redirect: 'manual',
      });
    expect((await move(ids[1]!, { stage: 'booked', value: '50000' })).status).toBe(303);
    expect((await move(ids[2]!, { stage: 'lost', reason: 'Price' })).status).toBe(303);
    const page = await (
      await reports.fetch(`${base}/admin/reports`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    expect(page).toContain('3 leads, 1 contacted, 1 booked, ₹50,000 booked value.');
    expect(page).toContain('Where they stand now: 1 new, 0 contacted, 0 quoted, 1 booked, 1 lost.');
    expect(page).toMatch(/<title>Funnel per campaign[^<]*<\/title>/);
    expect(page).toContain('>1 new</text>');
    expect(page).toContain('>1 lost</text>');
    // One date format, India time: "27 Oct 2026", never "October 27, 2026".
    expect(page).toMatch(
      /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4} \(India time\)/,
    );
    expect(page).not.toMatch(
      /(January|February|March|April|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(page).not.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });
});
