import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteD1 } from '../../../tests/helpers/d1-sqlite';
import { startReceiver, type Receiver } from '../../../tests/helpers/notify-standins';
import { getConfig } from '../settings';
import { readGroup } from '../settings/zod';
import { REPLY_PLACEHOLDERS, sendReply } from './reply';
import { chatSettings } from './settings';

// A reply outside WhatsApp's 24-hour window is an approved template: sent with its locale and its
// body's variables as the settings say (WHATSAPP_REPLY_TEMPLATE_LANGUAGE, _PARAMS), against a
// Graph API stand-in. A template with variables sent without `components` is refused by Meta.

const NOW = new Date('2026-11-26T06:00:00.000Z');
const LONG_AGO = new Date(NOW.getTime() - 30 * 3600_000).toISOString();
let graph: Receiver;

beforeAll(async () => {
  graph = await startReceiver((r) => ({
    messaging_product: 'whatsapp',
    contacts: [{ wa_id: r.json?.to }],
    messages: [{ id: `wamid.reply${r.at}` }],
  }));
});
afterAll(() => graph?.close());

function chatLead(name: string) {
  const d = sqliteD1();
  d.migrate();
  d.sqlite
    .prepare('INSERT INTO whatsapp_chats (lead_id, wa_id, last_inbound_at, created_at) VALUES (?, ?, ?, ?)')
    .run('C1', '919811112222', LONG_AGO, LONG_AGO);
  d.sqlite
    .prepare("INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES ('C1', ?, '', '919811112222')")
    .run(name);
  return d.db as D1Database;
}

async function templateSent(settings: Record<string, string>, name = 'Priya  Sharma') {
  const env = {
    LEADS_DB: chatLead(name),
    SITE_NAME: 'Shutter Story',
    META_GRAPH_URL: graph.url,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TOKEN: 'EAAG-token',
    ...settings,
  } as unknown as Env;
  const before = graph.requests.length;
  expect(await sendReply(env, getConfig(env), 'C1', 'asha@studio.example', '', NOW)).toEqual({ ok: true });
  const [req] = graph.requests.slice(before);
  expect(req!.path).toMatch(/\/1234567890\/messages$/);
  return req!.json.template;
}

describe('a reply template', () => {
  it('carries its locale and its body parameters from the settings', async () => {
    expect(
      await templateSent({
        WHATSAPP_REPLY_TEMPLATE: 'follow_up',
        WHATSAPP_REPLY_TEMPLATE_LANGUAGE: 'en_US',
        WHATSAPP_REPLY_TEMPLATE_PARAMS: 'first_name, site, name',
      }),
    ).toEqual({
      name: 'follow_up',
      language: { code: 'en_US' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Priya' },
            { type: 'text', text: 'Shutter Story' },
            { type: 'text', text: 'Priya Sharma' },
          ],
        },
      ],
    });
  });

  it("the language setting wins over a name's ':language'; a name's own otherwise; neither: en", async () => {
    const lang = async (s: Record<string, string>) => (await templateSent(s)).language.code;
    expect(await lang({ WHATSAPP_REPLY_TEMPLATE: 'follow_up:en', WHATSAPP_REPLY_TEMPLATE_LANGUAGE: 'hi' })).toBe('hi');
    expect(await lang({ WHATSAPP_REPLY_TEMPLATE: 'follow_up:en_GB' })).toBe('en_GB');
    expect(await lang({ WHATSAPP_REPLY_TEMPLATE: 'follow_up' })).toBe('en');
  });

  it('without parameters set, no components (a template without variables)', async () => {
    expect(await templateSent({ WHATSAPP_REPLY_TEMPLATE: 'follow_up:en' })).toEqual({
      name: 'follow_up',
      language: { code: 'en' },
    });
  });

  it('a lead text parameter is one clean line, never empty (a blank name: "-")', async () => {
    const params = async (name: string) =>
      (await templateSent({ WHATSAPP_REPLY_TEMPLATE: 'follow_up', WHATSAPP_REPLY_TEMPLATE_PARAMS: 'name' }, name))
        .components[0].parameters[0].text;
    expect(await params('Priya\n\t\u202E     Sharma')).toBe('Priya Sharma');
    expect(await params('   ')).toBe('-');
    expect(await params('x'.repeat(500))).toHaveLength(60);
  });

  it('the settings take exactly the placeholders the reply knows, and a Meta locale', () => {
    const ok = (vars: Record<string, string>) => readGroup(chatSettings, vars).ok;
    expect(ok({ WHATSAPP_REPLY_TEMPLATE_PARAMS: Object.keys(REPLY_PLACEHOLDERS).join(',') })).toBe(true);
    expect(ok({ WHATSAPP_REPLY_TEMPLATE_PARAMS: 'name,city' })).toBe(false);
    expect(ok({ WHATSAPP_REPLY_TEMPLATE_LANGUAGE: 'en_US' })).toBe(true);
    expect(ok({ WHATSAPP_REPLY_TEMPLATE_LANGUAGE: 'english' })).toBe(false);
  });
});
