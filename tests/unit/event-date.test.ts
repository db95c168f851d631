import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { byKey, CALLBACK, FIELDS, ip, json, post } from '../helpers/leads';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import { formatIndiaWeekdayDate, indiaDay } from '../../src/shared/india-time';
import { translate } from '../../src/shared/i18n/catalogues';

/**
 * The optional event date of the callback request and the booking dialog (docs/product.md#callback-form,
 * docs/sales.md "The event date"): the one schema refuses a malformed or past date in the page's
 * language; a valid one is kept with the lead in D1 (lead_event_dates) and never relayed, the backend's
 * JSON staying exactly docs/product.md#lead-payloads; the inbox's lead page, the team's chat notice and the proposal form's
 * first date show it; /contact?date=… (the /availability page's button) fills it in without JavaScript.
 */

const DAY = 24 * 3600_000;
/** An India day `days` from now. */
const inDays = (days: number) => indiaDay(Date.now() + days * DAY);
const DATE = inDays(90);
const en = translate('en');
const hi = translate('hi');

let server: ReturnType<typeof worker>;
let backend: Backend;
let chat: Receiver;
beforeAll(async () => {
  [backend, chat] = await Promise.all([startBackend(), startReceiver()]);
  // SITE_URL on loopback, no Access: the inbox opens for this machine (src/worker/inbox/guard.ts).
  server = worker(
    { BACKEND_URL: backend.url, NOTIFY_REMINDERS: 'off', NOTIFY_DIGEST: 'off' },
    { NOTIFY_WEBHOOK_URL: `${chat.url}/hook` },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await Promise.all([backend?.close(), chat?.close()]);
});

const sql = (q: string, ...args: string[]) => server.d1.sqlite.prepare(q).all(...args) as Array<Record<string, string>>;
const page = async (path: string) => (await server.fetch(path, { headers: { 'accept-encoding': 'identity' } })).text();
/** The `<input>` a page renders with this name. */
const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('a callback request with an event date', () => {
  it('is kept beside the lead and never relayed: the backend gets exactly the documented JSON', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876500401', eventDate: DATE });
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    await server.idle();

    expect(sql('SELECT event_date FROM lead_event_dates WHERE lead_id = ?1', id)).toEqual([{ event_date: DATE }]);
    const [row] = sql('SELECT payload FROM leads WHERE id = ?1', id);
    expect(Object.keys(JSON.parse(row!.payload!))).toEqual(FIELDS['submit-form']);
    const relayed = backend.requests.filter(byKey(id));
    expect(relayed).toHaveLength(1);
    expect(Object.keys(JSON.parse(relayed[0]!.body))).toEqual(FIELDS['submit-form']);
    expect(relayed[0]!.body).not.toContain(DATE);
    expect(relayed[0]!.body).not.toContain('eventDate');
  });

  it('is shown on the lead page, in the team chat notice and as the proposal form first date', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876500402', eventDate: DATE });
    const { id } = (await json(res)) as { id: string };
    await server.idle();
    const shown = formatIndiaWeekdayDate(DATE);
    expect(shown).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}$/);

    const lead = await page(`/admin/leads/${id}`);
    expect(lead).toContain(`<dt>Event date</dt><dd>${shown}</dd>`);
    expect(lead).toContain(` · event ${shown}`);

    const notice = chat.requests.find((r) => r.body.includes(id));
    expect(JSON.parse(notice!.body).text).toContain(`Wedding, Jaipur, event ${shown}.`);
    expect(JSON.parse(notice!.body).lead.eventDate).toBe(DATE);

    const proposal = await page(`/admin/leads/${id}/proposal`);
    expect(input(proposal, 'date_0')).toContain(`value="${DATE}"`);
  });

  it('without one: no row, the lead page says so, the proposal form starts with an empty date', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876500403' });
    const { id } = (await json(res)) as { id: string };
    await server.idle();
    expect(sql('SELECT * FROM lead_event_dates WHERE lead_id = ?1', id)).toEqual([]);
    expect(await page(`/admin/leads/${id}`)).toContain('<dt>Event date</dt><dd>—</dd>');
    expect(JSON.parse(chat.requests.find((r) => r.body.includes(id))!.body).text).not.toContain('event');
    expect(input(await page(`/admin/leads/${id}/proposal`), 'date_0')).not.toContain('value="2');
  });

  it("the inbox's list shows it beside service and city, in the lead page's format; a lead without one, none", async () => {
    const [withDate, without] = (await Promise.all(
      [{ phone: '9876500405', eventDate: DATE }, { phone: '9876500406' }].map(async (extra) => {
        const res = await post(server, 'submit-form', { ...CALLBACK, ...extra });
        return ((await json(res)) as { id: string }).id;
      }),
    )) as [string, string];
    await server.idle();
    const list = await page('/admin?view=all');
    /** The lead's "Service and city" cell in the list. */
    const where = (id: string) => {
      const row = list.split('<tr').find((r) => r.includes(`href="/admin/leads/${id}"`)) ?? '';
      return /<td class="where">(.*?)<\/td>/.exec(row)?.[1];
    };
    const shown = en('inbox.eventDate', { date: formatIndiaWeekdayDate(DATE) });
    expect(shown).toBe(`event ${formatIndiaWeekdayDate(DATE)}`);
    expect(where(withDate)).toBe(`Wedding, Jaipur · <time class="event" dateTime="${DATE}">${shown}</time>`);
    expect(where(without)).toBe('Wedding, Jaipur');
    // The catalogue has it in Hindi too, with the same date.
    expect(hi('inbox.eventDate', { date: 'Sun 14 Feb 2027' })).toBe('कार्यक्रम Sun 14 Feb 2027');
  });

  it('today is taken; a repeat with the same event id and another date is refused (409)', async () => {
    const eventId = crypto.randomUUID();
    const first = await post(server, 'submit-form', {
      ...CALLBACK,
      phone: '9876500404',
      eventDate: indiaDay(Date.now()),
      eventId,
    });
    expect(first.status).toBe(202);
    const again = await post(server, 'submit-form', { ...CALLBACK, phone: '9876500404', eventDate: DATE, eventId });
    expect(again.status).toBe(409);
  });
});

describe('a malformed or past event date is refused in the page language', () => {
  const cases: Array<[string, string, 'callback.eventDateInvalid' | 'callback.eventDatePast']> = [
    ['a date that has passed', '2020-01-01', 'callback.eventDatePast'],
    ['yesterday', inDays(-1), 'callback.eventDatePast'],
    ['a day not in the calendar', '2027-02-30', 'callback.eventDateInvalid'],
    ['another format', '14/02/2027', 'callback.eventDateInvalid'],
    ['words', 'next spring', 'callback.eventDateInvalid'],
  ];
  for (const [name, eventDate, key] of cases)
    it(`${name}: 422 with its message, in English and in Hindi; nothing kept or relayed`, async () => {
      await server.idle(); // an earlier case's relay lands before the count, not during this one
      const before = backend.requests.length;
      for (const [language, t] of [
        ['en', en],
        ['hi', hi],
      ] as const) {
        const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876500410', eventDate, language });
        expect(res.status).toBe(422);
        const body = await json(res);
        expect(body.fields).toEqual({ eventDate: t(key) });
        expect(body.error).toBe(t(key));
      }
      expect(en(key)).not.toBe(hi(key));
      await server.idle();
      expect(backend.requests.length).toBe(before);
    });

  it('without JavaScript: the form again, 422, with the message and the date as typed', async () => {
    const res = await server.fetch('/api/submit-form', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'cf-connecting-ip': ip(),
        'accept-encoding': 'identity',
      },
      body: new URLSearchParams({ ...CALLBACK, variant: 'inline', eventDate: '2020-01-01' }).toString(),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(en('callback.eventDatePast'));
    expect(input(html, 'eventDate')).toContain('value="2020-01-01"');
    expect(input(html, 'eventDate')).toContain('aria-invalid="true"');
  });
});

describe('/contact?date=… (the /availability page button)', () => {
  it('fills in the event date in the server-rendered form, in both languages, with city and service', async () => {
    for (const prefix of ['', '/hi']) {
      const html = await page(`${prefix}/contact?service=wedding&city=jaipur&date=${DATE}`);
      expect(input(html, 'eventDate'), prefix).toContain(`value="${DATE}"`);
      expect(input(html, 'eventDate'), prefix).toContain('type="date"');
      expect(html).toContain(prefix ? hi('callback.eventDate') : en('callback.eventDate'));
    }
  });

  it('leaves out a date the form would refuse: past, malformed or impossible', async () => {
    for (const date of ['2020-01-01', '2027-02-30', 'soon', `${DATE}x`]) {
      const html = await page(`/contact?date=${encodeURIComponent(date)}`);
      expect(input(html, 'eventDate'), date).not.toMatch(/value="[^"]/);
    }
  });
});
