import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NOTICE_CHANNELS, type NoticeChannel } from '.';
import { noticePlugin } from '../jobs';
import { CHANNEL_SETTINGS } from '../settings';
import { entriesOf, enqueue, runJobs, type JobContext } from '../../outbox';
import { ALL_SETTINGS, GROUPS, settingsStatus } from '../../settings';
import { list, problemsIn, readGroup, text, type SettingsGroup } from '../../settings/zod';
import { sqliteD1 } from '../../../../tests/helpers/d1-sqlite';

// docs/developers.md "Adding a notice channel", checked: a stub channel (a pager) written here as
// a channel file would be, given to the notices' concern beside the registered ones, with no other
// edit. A lead's notice goes out through it, one job per recipient, listed on the lead's page
// (entriesOf); with its setting malformed, its one job waits and goes out once the setting parses.

const pagerSchema = z.object({
  NOTIFY_PAGER_TO: list(text(/^\d{3,8}$/, 'pager numbers, digits, comma-separated')),
});
const pagerSettings: SettingsGroup<typeof pagerSchema> = {
  id: 'notices-pager',
  label: 'Lead notices: pager',
  schema: pagerSchema,
  on: (v) => !!v.NOTIFY_PAGER_TO?.length,
  whenInvalid: 'pager notices wait, and go out once it is fixed',
};
const paged: Array<{ to: string | undefined; message: string }> = [];
const pager: NoticeChannel<typeof pagerSchema, string, 'pager'> = {
  name: 'pager',
  settings: pagerSettings,
  recipientsSetting: 'NOTIFY_PAGER_TO',
  recipients: (v) => v.NOTIFY_PAGER_TO ?? [],
  perRecipient: true,
  message: (s, siteUrl) =>
    s.kind === 'digest' ? `Digest of ${s.digest.day}` : `${s.kind}: ${s.lead.name} ${siteUrl}/admin/leads/${s.lead.id}`,
  async send({ message, to }) {
    paged.push({ to, message });
    return { ok: true, response: `paged ${to}` };
  },
};

const NOW = new Date('2026-11-26T06:00:00.000Z');

function setup() {
  const d = sqliteD1();
  d.migrate();
  const db = d.db as D1Database;
  const lead = (id: string) => {
    d.sqlite
      .prepare(
        'INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, stage, ' +
          "updated_at) VALUES (?, 'callback', ?, 'wedding', 'jaipur', '(direct)', 'new', ?)",
      )
      .run(id, NOW.toISOString(), NOW.toISOString());
    d.sqlite
      .prepare("INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?, 'Priya Sharma', 'p@example.in', '')")
      .run(id);
  };
  // Only the pager's setting: the registered channels (none set) plan nothing.
  const ctx = (env: Record<string, string>): JobContext => ({
    env: { NOTIFY_REMINDERS: 'off', NOTIFY_DIGEST: 'off', ...env } as unknown as Env,
    config: { siteUrl: 'https://photos.example', SITE_NAME: 'Photos' } as JobContext['config'],
    db,
    now: NOW,
  });
  return { db, lead, ctx };
}

describe('a notice channel is one file and one line in a list', () => {
  it('the registry: one channel per CHANNEL_SETTINGS entry, in its order', () => {
    expect(NOTICE_CHANNELS.map((c) => c.name)).toEqual(Object.keys(CHANNEL_SETTINGS));
    expect(NOTICE_CHANNELS.map((c) => c.settings)).toEqual(Object.values(CHANNEL_SETTINGS));
    // The very groups the settings layer lists (the status page, the Env type) and `npm run deploy`
    // checks (ALL_SETTINGS), each naming its channel's recipients setting.
    for (const c of NOTICE_CHANNELS) {
      expect(GROUPS).toContain(c.settings);
      expect(ALL_SETTINGS).toContain(c.settings);
      expect(Object.keys(c.settings.schema.shape)).toContain(c.recipientsSetting);
    }
    // The status page (/admin/status) lists each channel, in that order, on when its recipients are set.
    const status = settingsStatus({ NOTIFY_EMAIL_TO: 'team@photos.example' });
    const ids = NOTICE_CHANNELS.map((c) => c.settings.id);
    expect(status.filter((s) => ids.includes(s.id)).map((s) => [s.id, s.state])).toEqual([
      ['notices-webhook', 'off'],
      ['notices-email', 'on'],
      ['notices-whatsapp', 'off'],
      ['notices-push', 'off'],
    ]);
  });

  it('a stub channel’s settings: on, off, and off and named when set wrongly, never with the value', () => {
    expect(readGroup(pager.settings, { NOTIFY_PAGER_TO: '1234' })).toMatchObject({ ok: true, on: true });
    expect(readGroup(pager.settings, {})).toMatchObject({ ok: true, on: false });
    const bad = readGroup(pager.settings, { NOTIFY_PAGER_TO: '12ab' });
    expect(bad).toMatchObject({
      ok: false,
      on: false,
      problem: 'NOTIFY_PAGER_TO pager numbers, digits, comma-separated',
    });
    // What `npm run deploy`'s check says of it (scripts/settings-check.mjs).
    expect(problemsIn([pager.settings], { NOTIFY_PAGER_TO: '12ab' })).toEqual([
      'NOTIFY_PAGER_TO pager numbers, digits, comma-separated',
    ]);
  });

  it('a stub channel given to the concern: a notice per recipient goes out through it and is listed', async () => {
    paged.length = 0;
    const { db, lead, ctx } = setup();
    const notices = noticePlugin([...NOTICE_CHANNELS, pager]);
    lead('L1');
    const c = ctx({ NOTIFY_PAGER_TO: '1234, 5678, 1234' });
    const specs = await notices.planLead!({ id: 'L1' } as never, c);
    expect(specs.map((s) => [s.key, s.channel])).toEqual([
      ['notice:pager:L1:1234', 'pager'],
      ['notice:pager:L1:5678', 'pager'],
    ]);
    await enqueue(db, specs, NOW);
    expect(await runJobs(c, notices.handlers, { leadId: 'L1' })).toBe(2);
    expect(paged).toEqual([
      { to: '1234', message: 'notice: Priya Sharma https://photos.example/admin/leads/L1' },
      { to: '5678', message: 'notice: Priya Sharma https://photos.example/admin/leads/L1' },
    ]);
    expect((await entriesOf(db, 'L1')).map((e) => [e.channel, e.status, e.response])).toEqual([
      ['pager', 'sent', 'paged 1234'],
      ['pager', 'sent', 'paged 5678'],
    ]);
  });

  it('its setting malformed: its one job waits, saying why; once fixed, the cron makes a job a recipient', async () => {
    paged.length = 0;
    const { db, lead, ctx } = setup();
    const notices = noticePlugin([...NOTICE_CHANNELS, pager]);
    lead('L2');
    const bad = ctx({ NOTIFY_PAGER_TO: '12ab' });
    const specs = await notices.planLead!({ id: 'L2' } as never, bad);
    expect(specs.map((s) => s.key)).toEqual(['notice:pager:L2']);
    await enqueue(db, specs, NOW);
    await runJobs(bad, notices.handlers, { leadId: 'L2' });
    const [held] = await entriesOf(db, 'L2');
    expect(held).toMatchObject({ channel: 'pager', status: 'waiting', attempts: 0 });
    expect(held!.last_error).toBe(
      'Invalid configuration: NOTIFY_PAGER_TO pager numbers, digits, comma-separated (sent once it is fixed)',
    );
    expect(held!.last_error).not.toContain('12ab');
    expect(paged).toEqual([]);

    const fixed = ctx({ NOTIFY_PAGER_TO: '1234' });
    expect(await notices.planCron!(fixed)).toEqual([]);
    await runJobs(fixed, notices.handlers, { leadId: 'L2' });
    expect(paged).toEqual([{ to: '1234', message: 'notice: Priya Sharma https://photos.example/admin/leads/L2' }]);
    expect((await entriesOf(db, 'L2')).map((e) => [e.key, e.status])).toEqual([
      ['notice:pager:L2', 'skipped'],
      ['notice:pager:L2:1234', 'sent'],
    ]);
  });
});
