import { Hono } from 'hono';
import type { ReactElement } from 'react';
import * as z from 'zod/mini';
import { changeTeam, teamHistory, teamMembers, type TeamChange } from '../../data/team';
import { CITY_OPTIONS, SERVICE_OPTIONS } from '../../../shared/site';
import { firstMessage } from '../forms';
import type { InboxEnv } from '../guard';
import { page as shell, type C } from '../page';
import type { Notice } from '../view/Layout';
import { TeamPage } from '../view/TeamPage';
import { crews } from './crews';

/**
 * The sales team in the inbox (docs/sales.md "Team"): the Team page (/admin/team: add, change,
 * set away, remove; each change audited). A lead's owner is lead/routes.tsx's POST
 * /admin/leads/:id/owner. Mounted by app.tsx after the guard, so every route here is signed in and
 * CSRF-checked. Round-robin itself runs on the queue side (src/worker/team/).
 */
export const team = new Hono<InboxEnv>();
// Crews and dates: /admin/team/crews… (./crews.tsx).
team.route('/', crews);

export const fromSetting = (c: C) => c.get('config').INBOX_TEAM ?? [];

const page = (c: C, title: string, body: ReactElement, notice: Notice | null = null, status = 200) =>
  shell(c, title, body, { section: 'team', notice, status });

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────
const email = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '')),
  z
    .string()
    .check(
      z.maxLength(254, 'E-mail: at most 254 characters'),
      z.regex(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/, 'E-mail: enter the address they sign in with, like asha@example.com'),
    ),
);
const name = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')),
  z.string().check(z.maxLength(80, 'Name: at most 80 characters')),
);
const keysOf = (options: readonly (readonly [string, string])[], label: string) =>
  z.array(z.enum(options.map(([k]) => k) as [string, ...string[]], { error: `${label}: choose from the list` }));
const memberSchema = z.object({
  email,
  name,
  cities: keysOf(CITY_OPTIONS, 'Cities'),
  services: keysOf(SERVICE_OPTIONS, 'Services'),
});

/** The posted form: first value of each field, every value of the checkboxes. */
async function posted(c: C) {
  const data = await c.req.formData().catch(() => new FormData());
  const first = (k: string) => {
    const v = data.get(k);
    return typeof v === 'string' ? v : '';
  };
  const all = (k: string) => data.getAll(k).filter((v): v is string => typeof v === 'string');
  return { first, all };
}

// ── The Team page ────────────────────────────────────────────────────────────────────────────────
const NOTICES: Record<string, Notice> = {
  added: { kind: 'ok', text: 'Member added: they get new leads in turn.' },
  saved: { kind: 'ok', text: 'Saved.' },
  away: { kind: 'ok', text: 'Set away: they get no new leads until they are back.' },
  back: { kind: 'ok', text: 'Back: they get new leads in turn again.' },
  removed: { kind: 'ok', text: 'Removed: they get no new leads; the leads they own stay theirs until reassigned.' },
};

async function teamPage(c: C, notice: Notice | null, status = 200, draft?: { email: string; name: string }) {
  const db = c.env.LEADS_DB;
  const [members, history] = await Promise.all([teamMembers(db, fromSetting(c)), teamHistory(db)]);
  return page(c, 'Team', <TeamPage members={members} history={history} draft={draft} />, notice, status);
}

team.get('/team', (c) => teamPage(c, NOTICES[c.req.query('done') ?? ''] ?? null));

const refuse = (c: C, text: string, draft?: { email: string; name: string }) =>
  teamPage(c, { kind: 'error', text }, 422, draft);

async function change(
  c: C,
  done: string,
  build: (f: Awaited<ReturnType<typeof posted>>) => Promise<TeamChange | string>,
) {
  const result = await build(await posted(c));
  if (typeof result === 'string') return refuse(c, result);
  await changeTeam(c.env.LEADS_DB, result, c.get('actor'), new Date(), fromSetting(c));
  return c.redirect(`/admin/team?done=${result.kind === 'away' ? (result.away ? 'away' : 'back') : done}`, 303);
}

/** The member named by the form's e-mail, or a message: only members are changed here. */
async function member(c: C, raw: string) {
  const members = await teamMembers(c.env.LEADS_DB, fromSetting(c));
  return (
    members.find((m) => m.email === raw.trim().toLowerCase()) ?? 'That person is not on the team (removed already?).'
  );
}

team.post('/team', async (c) => {
  const f = await posted(c);
  const draft = { email: f.first('email'), name: f.first('name') };
  const parsed = memberSchema.safeParse({ ...draft, cities: f.all('cities'), services: f.all('services') });
  if (!parsed.success) return refuse(c, firstMessage(parsed.error), draft);
  if (!parsed.data.name) return refuse(c, 'Name: enter the name the team knows them by.', draft);
  const found = await member(c, parsed.data.email);
  if (typeof found !== 'string' && !found.fromSetting)
    return refuse(c, `${parsed.data.email} is on the team already: change them in their card.`, draft);
  await changeTeam(c.env.LEADS_DB, { kind: 'add', ...parsed.data }, c.get('actor'), new Date(), fromSetting(c));
  return c.redirect('/admin/team?done=added', 303);
});

team.post('/team/save', (c) =>
  change(c, 'saved', async (f) => {
    const found = await member(c, f.first('email'));
    if (typeof found === 'string') return found;
    const parsed = memberSchema.safeParse({
      email: found.email,
      name: f.first('name'),
      cities: f.all('cities'),
      services: f.all('services'),
    });
    return parsed.success ? { kind: 'edit', ...parsed.data } : firstMessage(parsed.error);
  }),
);

team.post('/team/away', (c) =>
  change(c, 'away', async (f) => {
    const found = await member(c, f.first('email'));
    return typeof found === 'string' ? found : { kind: 'away', email: found.email, away: f.first('away') === '1' };
  }),
);

team.post('/team/remove', (c) =>
  change(c, 'removed', async (f) => {
    const found = await member(c, f.first('email'));
    if (typeof found === 'string') return found;
    if (found.fromSetting)
      return `${found.email} is listed in INBOX_TEAM: remove them there (docs/operators.md), or set them away here.`;
    return { kind: 'remove', email: found.email };
  }),
);
