import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { chatSettings } from '../chats/settings';
import { accessSettings } from '../inbox/settings';
import { conversionsSettings } from '../conversions/settings';
import { graphSettings } from '../graph/settings';
import { relaySettings, retentionSettings, retrySettings } from '../leads/settings';
import { emailSettings, scheduleSettings, webhookSettings, whatsappSettings } from '../notices/settings';
import { previewSettings } from '../preview/settings';
import { ALL_SETTINGS, getConfig, settingsStatus, type Config } from '.';
import { readCore } from './core';
import { problemsIn, readGroup } from './zod';

// Each concern's settings, read in-process (docs/operators.md#configuration): a malformed one
// turns that concern off and is named with its rule, never with its value.
const SECRET = 'sk-very-secret-value';

afterEach(() => vi.restoreAllMocks());

describe('each concern reads its own settings', () => {
  const cases = [
    [conversionsSettings, { META_PIXEL_ID: 'abc' }, 'META_PIXEL_ID must be the pixel (dataset) id, digits only'],
    [conversionsSettings, { GOOGLE_ADS_UPLOAD_PASSWORD: 'short' }, 'GOOGLE_ADS_UPLOAD_PASSWORD must be at least 16'],
    [conversionsSettings, { META_TEST_EVENT_CODE: 'bad-code!' }, 'META_TEST_EVENT_CODE'],
    [conversionsSettings, { META_PURCHASE_EVENT: 'Purchase Event' }, 'META_PURCHASE_EVENT'],
    [accessSettings, { ACCESS_TEAM_DOMAIN: 'cloudflareaccess' }, 'ACCESS_TEAM_DOMAIN must be an origin'],
    [retentionSettings, { LEAD_RETENTION_MONTHS: '0' }, 'LEAD_RETENTION_MONTHS'],
    [retrySettings, { LEAD_RETRY_BASE_SECONDS: '-1' }, 'LEAD_RETRY_BASE_SECONDS'],
    [relaySettings, { BACKEND_URL: 'not-a-url' }, 'BACKEND_URL'],
    [previewSettings, { SANITY_STUDIO_URL: 'studio' }, 'SANITY_STUDIO_URL a path like /studio'],
    [previewSettings, { SANITY_READ_TOKEN: 'x'.repeat(600) }, 'SANITY_READ_TOKEN'],
    [graphSettings, { META_GRAPH_URL: 'not-a-url' }, 'META_GRAPH_URL'],
    [webhookSettings, { NOTIFY_WEBHOOK_URL: 'nope' }, 'NOTIFY_WEBHOOK_URL'],
    [emailSettings, { NOTIFY_EMAIL_TO: 'not-an-email' }, 'NOTIFY_EMAIL_TO'],
    [whatsappSettings, { NOTIFY_WHATSAPP_TO: 'garbage' }, 'NOTIFY_WHATSAPP_TO numbers with country code'],
    [scheduleSettings, { NOTIFY_DIGEST: 'maybe' }, 'NOTIFY_DIGEST'],
    [chatSettings, { WHATSAPP_VERIFY_TOKEN: 'short' }, 'WHATSAPP_VERIFY_TOKEN must be at least 16'],
    [chatSettings, { WHATSAPP_APP_SECRET: `${SECRET}!` }, 'WHATSAPP_APP_SECRET the App Secret'],
    [chatSettings, { WHATSAPP_BUSINESS_ACCOUNT_ID: 'waba' }, 'WHATSAPP_BUSINESS_ACCOUNT_ID'],
    [chatSettings, { WHATSAPP_REPLY_TEMPLATE: 'Follow Up' }, 'WHATSAPP_REPLY_TEMPLATE'],
  ] as const;

  it.each(cases)('%s: malformed → off, named', (group, vars, named) => {
    const r = readGroup(group as never, vars);
    expect(r.ok).toBe(false);
    expect(r.on).toBe(false);
    expect(!r.ok && r.problem).toContain(named);
  });

  it('off means off: no Meta, no Access, no preview, no relay, no anonymising, the default retry delay', () => {
    const bad = {
      META_PIXEL_ID: 'abc',
      META_CAPI_TOKEN: SECRET,
      ACCESS_TEAM_DOMAIN: 'cloudflareaccess',
      ACCESS_AUD: 'aud',
      SANITY_READ_TOKEN: SECRET,
      SANITY_STUDIO_URL: 'studio',
      BACKEND_URL: 'not-a-url',
      LEAD_RETENTION_MONTHS: '0',
      LEAD_RETRY_BASE_SECONDS: '-1',
    };
    const c = getConfig({ ...bad });
    expect(c.META_CAPI_TOKEN).toBeUndefined();
    expect(c.ACCESS_AUD).toBeUndefined();
    expect(c.SANITY_READ_TOKEN).toBeUndefined();
    expect(c.BACKEND_URL).toBeUndefined();
    expect(c.LEAD_RETENTION_MONTHS).toBeNull();
    expect(c.LEAD_RETRY_BASE_SECONDS).toBe(30);
    expect(Object.keys(c.invalid).sort()).toEqual(['access', 'conversions', 'preview', 'relay', 'retention', 'retry']);
    expect(c.coreProblems).toEqual([]);
  });

  it('well-formed settings are on, and unset ones off (not set)', () => {
    const status = settingsStatus({ BACKEND_URL: 'https://backend.example', NOTIFY_WHATSAPP_TO: '+919800000001' });
    const by = Object.fromEntries(status.map((s) => [s.id, s.state]));
    expect(by).toMatchObject({ core: 'on', relay: 'on', access: 'off', conversions: 'off', 'notices-whatsapp': 'on' });
  });
});

describe('one malformed setting never names its value', () => {
  it('logs one line per concern, naming the setting only', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = { META_PIXEL_ID: SECRET, SANITY_READ_TOKEN: SECRET.repeat(40), NOTIFY_WHATSAPP_TO: SECRET };
    const status = settingsStatus(env);
    getConfig(env); // cached: no second log
    const lines = log.mock.calls.map((c) => c.join(' '));
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration \(preview\): SANITY_READ_TOKEN .*Off: preview is off\.$/),
      expect.stringMatching(/^Invalid configuration \(conversions\): META_PIXEL_ID must be the pixel/),
      expect.stringMatching(/^Invalid configuration \(notices-whatsapp\): NOTIFY_WHATSAPP_TO /),
    ]);
    expect(JSON.stringify(status) + lines.join()).not.toContain(SECRET);
    expect(status.find((s) => s.id === 'notices-whatsapp')).toMatchObject({ state: 'invalid' });
  });
});

describe('core settings', () => {
  it('a malformed one is named and stands at its default; the others keep their values', () => {
    const r = readCore({ SUPPORT_PHONE: 'call-us', SITE_NAME: 'Studio' });
    expect(r.problems).toEqual(['SUPPORT_PHONE must be a phone number like +919876543210']);
    expect(r.value.SUPPORT_PHONE).toBe('+919876543210');
    expect(r.value.SITE_NAME).toBe('Studio');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = getConfig({ SITE_URL: 'not a url' });
    expect(c.coreProblems).toEqual([expect.stringMatching(/^SITE_URL /)]);
    expect(settingsStatus({ SITE_URL: 'not a url' })[0]).toMatchObject({ id: 'core', state: 'invalid' });
  });
});

describe('the deploy check', () => {
  it('names every malformed setting of every concern, and nothing when all are well-formed', () => {
    const problems = problemsIn(ALL_SETTINGS, {
      SITE_URL: 'https://www.example.in',
      SUPPORT_PHONE: 'call-us',
      META_PIXEL_ID: 'abc',
      NOTIFY_WHATSAPP_TO: 'garbage',
      WHATSAPP_TOKEN: SECRET,
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['SUPPORT_PHONE', 'META_PIXEL_ID', 'NOTIFY_WHATSAPP_TO']);
    expect(problems.join()).not.toContain(SECRET);
    expect(problemsIn(ALL_SETTINGS, { SITE_URL: 'https://www.example.in', META_PIXEL_ID: '123456' })).toEqual([]);
  });
});

describe('each setting declared once, in its schema', () => {
  const names = ALL_SETTINGS.flatMap((c) => Object.keys(c.schema.shape)).sort();
  const root = new URL('../../../', import.meta.url);

  it('no two concerns read the same setting', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('.dev.vars.example names only settings, and docs/operators.md has a row for each', () => {
    const example = readFileSync(new URL('.dev.vars.example', root), 'utf8');
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(listed.filter((n) => !names.includes(n))).toEqual([]);
    const doc = readFileSync(new URL('docs/operators.md', root), 'utf8');
    expect(names.filter((n) => !doc.includes(`| \`${n}\` |`))).toEqual([]);
  });
});

describe('Config follows GROUPS (checked by the type check, npm run check)', () => {
  it('carries every concern of GROUPS but the settings only the notices read', () => {
    expectTypeOf<Config>().toHaveProperty('BACKEND_URL');
    expectTypeOf<Config>().toHaveProperty('WHATSAPP_APP_SECRET');
    // The inbox reads the push channel's public key (inbox/push.ts).
    expectTypeOf<Config>().toHaveProperty('VAPID_PUBLIC_KEY');
    expectTypeOf<Config>().not.toHaveProperty('NOTIFY_EMAIL_TO');
    expectTypeOf<Config>().not.toHaveProperty('WHATSAPP_ACK_TEMPLATE');
    expectTypeOf<Config>().not.toHaveProperty('NOTIFY_DIGEST');
  });
});
