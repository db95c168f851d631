import { describe, expect, it } from 'vitest';
import { cap, chatNotice, emailNotice, waParam, whatsappParams } from './format';
import type { NoticeLead } from './lead';

const LEAD: NoticeLead = {
  id: 'lead-1',
  form: 'callback',
  stage: 'new',
  name: 'Priya Sharma',
  service: 'wedding',
  city: 'jaipur',
  receivedAt: '2026-11-24T09:34:00.000Z',
  source: 'google',
  campaign: 'diwali',
  phone: '919876543210',
  email: 'priya@example.in',
  message: 'Evening shoot, please.',
};
const SITE = 'https://photos.example';

describe('a notice', () => {
  it('chat: the fields the team needs, nothing more', () => {
    const n = chatNotice('notice', LEAD, SITE);
    expect(n.text).toBe(
      'New callback request: Priya Sharma — Wedding, Jaipur. Received 24 Nov 2026, 3:04 pm IST ' +
        'from google, campaign diwali. Call +919876543210. Open: ' +
        'https://photos.example/admin/leads/lead-1',
    );
    expect(n.content).toBe(n.text);
    expect(n.lead).toEqual({
      form: 'callback',
      name: 'Priya Sharma',
      service: 'Wedding',
      city: 'Jaipur',
      receivedAt: LEAD.receivedAt,
      source: 'google',
      campaign: 'diwali',
      phone: '+919876543210',
      inbox: 'https://photos.example/admin/leads/lead-1',
    });
    const all = JSON.stringify(n);
    expect(all).not.toContain('priya@example.in');
    expect(all).not.toContain('Evening shoot');
  });

  it('WhatsApp: eight template parameters in order', () => {
    expect(whatsappParams('escalation', LEAD, SITE)).toEqual([
      'First response overdue: callback request not contacted yet',
      'Priya Sharma',
      'Wedding',
      'Jaipur',
      '24 Nov 2026, 3:04 pm IST',
      'google, campaign diwali',
      '+919876543210',
      'https://photos.example/admin/leads/lead-1',
    ]);
  });

  it('the event date the form asked for, in every channel, the weekday before the one date format', () => {
    const lead = { ...LEAD, eventDate: '2027-02-14' };
    const n = chatNotice('notice', lead, SITE);
    expect(n.text).toContain('Priya Sharma — Wedding, Jaipur, event Sun 14 Feb 2027. Received');
    expect(n.lead).toMatchObject({ eventDate: '2027-02-14' });
    const m = emailNotice('notice', lead, SITE);
    expect(m.subject).toBe('New callback request: Priya Sharma (Wedding, Jaipur, Sun 14 Feb 2027)');
    expect(m.text).toContain('City: Jaipur\nEvent date: Sun 14 Feb 2027\nReceived:');
    expect(m.html).toContain('<tr><th align="left">Event date</th><td>Sun 14 Feb 2027</td></tr>');
    // Still eight parameters: "{{3}} in {{4}}" reads "Wedding in Jaipur on Sun 14 Feb 2027".
    const params = whatsappParams('notice', lead, SITE);
    expect(params).toHaveLength(8);
    expect(params[3]).toBe('Jaipur on Sun 14 Feb 2027');
    // None given: nothing said of it.
    expect(chatNotice('notice', LEAD, SITE).text).not.toContain('event');
    expect(emailNotice('notice', LEAD, SITE).text).not.toContain('Event date');
  });

  it('e-mail: adds the e-mail address and the message', () => {
    const m = emailNotice('notice', LEAD, SITE);
    expect(m.subject).toBe('New callback request: Priya Sharma (Wedding, Jaipur)');
    expect(m.text).toContain('E-mail: priya@example.in');
    expect(m.text).toContain('Message:\nEvening shoot, please.');
    expect(m.html).toContain('<a href="tel:+919876543210">+919876543210</a>');
  });

  it("names the lead's owner in chat, e-mail and WhatsApp's first parameter (still eight); none unassigned", () => {
    const owned: NoticeLead = { ...LEAD, owner: 'Asha Rao' };
    const chat = chatNotice('notice', owned, SITE);
    expect(chat.text).toBe(
      'New callback request: Priya Sharma — Wedding, Jaipur. Received 24 Nov 2026, 3:04 pm IST ' +
        'from google, campaign diwali. Call +919876543210. Owner: Asha Rao. Open: ' +
        'https://photos.example/admin/leads/lead-1',
    );
    expect(chat.lead.owner).toBe('Asha Rao');
    const mail = emailNotice('notice', owned, SITE);
    expect(mail.text).toContain('E-mail: priya@example.in\nOwner: Asha Rao\n');
    expect(mail.html).toContain('<tr><th align="left">Owner</th><td>Asha Rao</td></tr>');
    const params = whatsappParams('notice', owned, SITE);
    expect(params).toHaveLength(8);
    expect(params[0]).toBe('New callback request · owner Asha Rao');
    expect(params.slice(1)).toEqual(whatsappParams('notice', LEAD, SITE).slice(1));
    // Unassigned: the texts as before, no owner line.
    expect(chatNotice('notice', LEAD, SITE).text).not.toContain('Owner');
    expect(chatNotice('notice', LEAD, SITE).lead).not.toHaveProperty('owner');
    expect(emailNotice('notice', LEAD, SITE).text).not.toContain('Owner');
    expect(whatsappParams('notice', LEAD, SITE)[0]).toBe('New callback request');
    // An owner's name is lead-side text too: cleaned and made inert.
    const odd = chatNotice('notice', { ...LEAD, owner: '<!channel> Asha\u202E' }, SITE);
    expect(odd.text).toContain('Owner: ‹!channel› Asha.');
  });

  it('hostile text stays inert and capped in every format', () => {
    const hostile: NoticeLead = {
      ...LEAD,
      name: `<script>alert(1)</script> <!channel> @everyone \u202Eevil\n\tname ${'x'.repeat(5000)}`,
      city: 'שלום 🎉 مرحبا',
      message: '<img src=x onerror=alert(1)>\n\n\n\nbye',
      owner: `<b>${'o'.repeat(500)}`,
    };
    const chat = chatNotice('notice', hostile, SITE);
    expect(chat.text).not.toMatch(/[<>\u202E\n\t]/);
    expect(chat.lead.name.length).toBeLessThanOrEqual(80);
    expect(chat.allowed_mentions).toEqual({ parse: [] });
    expect(chat.lead.city).toBe('שלום 🎉 مرحبا');
    const mail = emailNotice('notice', hostile, SITE);
    expect(mail.html).not.toMatch(/<script|<img|<!channel/);
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.subject).not.toMatch(/[\n\r]/);
    const params = whatsappParams('notice', hostile, SITE);
    for (const p of params) {
      expect(p).not.toMatch(/[\n\t]| {5}/);
      expect(Array.from(p).length).toBeLessThanOrEqual(300);
    }
    expect(params.join('').length).toBeLessThan(1024);
  });

  it('shows a name with bidi and zero-width characters cleaned, in chat, e-mail and WhatsApp alike', () => {
    const sneaky: NoticeLead = {
      ...LEAD,
      name: 'Priya\u202E ahsa\u2066\u200B Sh\u2060ar\u061Cma\uFEFF',
      city: 'Jai\u200Dpur',
    };
    const chat = chatNotice('notice', sneaky, SITE);
    expect(chat.lead.name).toBe('Priya ahsa Sharma');
    expect(chat.text).toContain('Priya ahsa Sharma');
    const mail = emailNotice('notice', sneaky, SITE);
    expect(mail.subject).toContain('Priya ahsa Sharma');
    expect(mail.html).toContain('Priya ahsa Sharma');
    expect(whatsappParams('notice', sneaky, SITE).join(' ')).toContain('Priya ahsa Sharma');
    for (const out of [
      chat.text,
      JSON.stringify(chat.lead),
      mail.subject,
      mail.text,
      mail.html,
      ...whatsappParams('notice', sneaky, SITE),
    ])
      expect(out).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/);
  });

  it('caps never split an emoji; WhatsApp parameters are never empty', () => {
    expect(cap('🎉🎉🎉', 2)).toBe('🎉…');
    expect(waParam('   ')).toBe('-');
    expect(waParam('a     b')).toBe('a b');
  });
});
