import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { byKey, json, MSG, post } from '../helpers/leads';
import { startReceiver, type Receiver } from '../helpers/notify-standins';

/**
 * A fourth lead form, added as docs/developers.md#adding-a-lead-form says and nothing more: one row
 * of the table of forms (src/shared/vocabulary/form-table.ts) and its handler, the schema and the
 * no-JS page (src/worker/api/forms.ts FORM_HANDLERS), and its words in the catalogues
 * (src/shared/i18n/messages/<lang>/). What a visitor, the backend and the team then see: the
 * endpoint answers (202, 405 to a GET), refuses what its schema refuses (422 with the field's
 * message), the lead is kept in D1 and relayed with its payload in the row's order, listed in the
 * inbox under its label (the list and its filter), the team's notice names it by its noun, what
 * the team's messages say the person asked about are its words (its row's `topic`), and a ticked
 * WhatsApp opt-in is kept in its own words (its row's `optIn`).
 */

/** The row a developer adds to FORM_TABLE, and its handler. */
const WALK = vi.hoisted(() => ({
  row: {
    name: 'walk',
    endpoint: 'submit-photo-walk',
    payload: ['timestamp', 'name', 'mobileNumber', 'walk'],
    label: 'Photo walk',
    noun: 'photo walk sign-up',
    replies: [{ key: 'walk', label: 'Photo walk' }],
    callTime: false,
    topic: 'form',
    optIn: 'whatsapp.optIn.walk',
    contact: { name: ['name'], email: null, phone: 'mobileNumber', service: null, city: null },
  },
  fields: ['name', 'mobileNumber', 'walk'],
  // Step 3: its words, what the acknowledgement and the WhatsApp greeting say they asked about, and
  // its WhatsApp opt-in (its row's `optIn`).
  words: {
    en: {
      'ack.asked.walk': 'a photo walk with us',
      'greeting.topic.walk': 'your photo walk sign-up',
      'whatsapp.optIn.walk': 'Yes, {business} may send me messages about my photo walk on WhatsApp.',
    },
    hi: {
      'ack.asked.walk': 'हमारे साथ फ़ोटो वॉक',
      'greeting.topic.walk': 'फ़ोटो वॉक के आपके पंजीकरण',
      'whatsapp.optIn.walk': 'हाँ, {business} मेरे फ़ोटो वॉक के बारे में मुझे WhatsApp पर संदेश भेज सकता है।',
    },
  },
}));

// The shapes of the two modules this test extends (tsc leaves src/ to its own project).
type TableModule = { FORM_TABLE: readonly object[] };
type HandlersModule = { FORM_HANDLERS: Record<string, object> };
type FoldersModule = { CATALOGUE_FOLDERS: Record<string, Record<string, string>> };
type Translate = (key: string) => string;
type AckText = { askedFor(lead: object, lang: string): string };

// Step 1: its row in the table of forms.
vi.mock('../../src/shared/vocabulary/form-table', async (importOriginal) => {
  const original = await importOriginal<TableModule>();
  return { ...original, FORM_TABLE: [...original.FORM_TABLE, WALK.row] };
});
// Step 2: its handler: the schema (every field required) and its payload; no no-JS page of its own.
vi.mock('../../src/worker/api/forms', async (importOriginal) => {
  const original = await importOriginal<HandlersModule>();
  const walk = {
    fields: WALK.fields,
    validate(input: Record<string, unknown>, t: Translate) {
      const values: Record<string, string> = {};
      const errors: Record<string, string> = {};
      for (const name of WALK.fields) {
        const v = input[name];
        values[name] = typeof v === 'string' ? v.trim() : '';
        if (!values[name]) errors[name] = t('validation.required');
      }
      const first = Object.values(errors)[0];
      return first ? { ok: false, error: first, fields: errors } : { ok: true, data: values };
    },
    lead: (v: Record<string, string>, timestamp: string) => ({
      timestamp,
      name: v.name,
      mobileNumber: v.mobileNumber,
      walk: v.walk,
    }),
    page: async () => new Response('a page', { status: 200 }),
  };
  return { ...original, FORM_HANDLERS: { ...original.FORM_HANDLERS, walk } };
});

// Step 3: its words in each language's catalogue folder (src/shared/i18n/messages/index.ts).
vi.mock('../../src/shared/i18n/messages', async (importOriginal) => {
  const original = await importOriginal<FoldersModule>();
  const folders = original.CATALOGUE_FOLDERS;
  return {
    ...original,
    CATALOGUE_FOLDERS: { ...folders, en: { ...folders.en, ...WALK.words.en }, hi: { ...folders.hi, ...WALK.words.hi } },
  };
});

const SIGN_UP = { walk: 'Old Delhi at dawn', mobileNumber: '98765 11111', name: 'Kabir Das' };

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
  // The unit level shares loaded modules between files (vitest.config.ts isolate: false): the next
  // file gets the real table of forms again.
  vi.doUnmock('../../src/shared/vocabulary/form-table');
  vi.doUnmock('../../src/worker/api/forms');
  vi.doUnmock('../../src/shared/i18n/messages');
  vi.resetModules();
});

describe('a lead form from a table row and its handler', () => {
  it('is routed: POST /api/submit-photo-walk answers 202, a GET 405 with Allow: POST', async () => {
    const res = await post(server, 'submit-photo-walk', { ...SIGN_UP, mobileNumber: '98765 22222' });
    expect(res.status).toBe(202);
    expect((await json(res)).ok).toBe(true);
    const get = await server.fetch('/api/submit-photo-walk');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('is validated by its schema: 422 naming the missing field with its message', async () => {
    const res = await post(server, 'submit-photo-walk', { ...SIGN_UP, walk: '' });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ ok: false, error: MSG.required, fields: { walk: MSG.required } });
  });

  it('is stored and relayed with its payload in the row order, listed and labelled in the inbox, named in the notice', async () => {
    const res = await post(server, 'submit-photo-walk', SIGN_UP);
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    await server.idle();

    // D1: the lead under its form's name and endpoint, the payload's keys in the row's order.
    const sql = (q: string) => server.d1.sqlite.prepare(q).all(id) as Array<Record<string, string>>;
    const [row] = sql('SELECT endpoint, payload FROM leads WHERE id = ?1');
    expect(row?.endpoint).toBe('submit-photo-walk');
    expect(Object.keys(JSON.parse(row!.payload!))).toEqual(WALK.row.payload);
    expect(sql('SELECT form FROM lead_pipeline WHERE lead_id = ?1')).toEqual([{ form: 'walk' }]);
    // The backend: POST /submit-photo-walk with exactly those fields, in that order.
    const relayed = backend.requests.filter(byKey(id));
    expect(relayed.map((r) => r.path)).toEqual(['/submit-photo-walk']);
    expect(Object.keys(JSON.parse(relayed[0]!.body))).toEqual(WALK.row.payload);

    // The inbox: in the list under its label, its filter offered and applied.
    const list = await (await server.fetch('/admin?view=all')).text();
    expect(list).toContain(`href="/admin/leads/${id}"`);
    expect(list).toContain('<span class="meta">Photo walk</span>');
    expect(list).toContain('<option value="walk">Photo walk</option>');
    const filtered = await server.fetch('/admin?view=all&form=walk');
    expect(filtered.status).toBe(200);
    const only = await filtered.text();
    expect(only).toContain(`href="/admin/leads/${id}"`);
    expect(only).toContain('Kabir Das');

    // The team's chat notice: 'New photo walk sign-up: Kabir Das …'.
    const notice = chat.requests.find((r) => r.body.includes(id));
    expect(notice?.body).toContain('New photo walk sign-up: Kabir Das');

    // The list's WhatsApp greeting says what the person asked about in the form's own words.
    expect(only).toContain('value="Hello Kabir Das, this is ShutterStory about your photo walk sign-up."');
  });

  it('keeps a ticked WhatsApp opt-in in its own words, in the language of the page, on the lead page', async () => {
    const opted = async (language: string, mobileNumber: string) => {
      const res = await post(server, 'submit-photo-walk', { ...SIGN_UP, mobileNumber, language, whatsappOptIn: 'on' });
      expect(res.status).toBe(202);
      const { id } = (await json(res)) as { id: string };
      await server.idle();
      return (await server.fetch(`/admin/leads/${id}`)).text();
    };
    expect(await opted('en', '98765 33333')).toContain(
      'Opted in: <q lang="en">Yes, ShutterStory may send me messages about my photo walk on WhatsApp.</q>',
    );
    expect(await opted('hi', '98765 44444')).toContain(
      'Opted in: <q lang="hi">हाँ, ShutterStory मेरे फ़ोटो वॉक के बारे में मुझे WhatsApp पर संदेश भेज सकता है।</q>',
    );
  });

  it("what the team's messages say they asked about: the form's own words, in English and Hindi", async () => {
    const { askedFor } = (await import(
      /* @vite-ignore */ new URL('../../src/worker/notices/ack-text.ts', import.meta.url).href
    )) as AckText;
    expect(askedFor({ form: 'walk', service: '' }, 'en')).toBe('a photo walk with us');
    expect(askedFor({ form: 'walk', service: '' }, 'hi')).toBe('हमारे साथ फ़ोटो वॉक');
    const { contactLinks } = (await import(
      /* @vite-ignore */ new URL('../../src/worker/inbox/view/format.ts', import.meta.url).href
    )) as { contactLinks(c: object, site: string): { whatsapp: string } };
    const link = contactLinks(
      { name: 'Kabir', email: null, phone: '919876511111', service: '', form: 'walk', language: 'hi' },
      'Studio',
    );
    expect(new URL(link.whatsapp).searchParams.get('text')).toBe(
      'नमस्ते Kabir जी, Studio की ओर से फ़ोटो वॉक के आपके पंजीकरण के बारे में।',
    );
  });
});
