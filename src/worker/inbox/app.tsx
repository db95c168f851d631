import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { chatOf } from '../data/chats';
import { leadDetail, listLeads, viewCounts } from '../data/inbox';
import { replyMode, sendReply } from '../chats/reply';
import { erasePerson, exportPerson, findPerson, recordExport } from '../data/data-rights';
import { settingsStatus } from '../settings';
import css from './inbox.css?raw';
import {
  fields,
  filterSchema,
  firstMessage,
  isLeadId,
  noteSchema,
  PAGE_SIZE,
  personSchema,
  eraseSchema,
  reportDays,
  stageSchema,
} from './forms';
import { guard, headers, type InboxEnv, type Refusal } from './guard';
import { addNote, changeStage, releaseLead } from './pipeline';
import { reportCsv, reportCsvFilename, reportFigures } from './reports';
import { quickRepliesOf, replies } from './replies';
import { people, peopleView } from './people';
import { personKey } from './rights';
import { ownerProps, team } from './team';
import { CSS_PATH, Layout, type Notice } from './view/Layout';
import { LeadPage } from './view/LeadPage';
import { ListPage } from './view/ListPage';
import { bulk, EMPTY_FILTERS, filterQuery, teamList, viewOf } from './bulk';
import { manifest } from './manifest';
import { PersonPage } from './view/PersonPage';
import { ReportsPage } from './view/ReportsPage';
import { StatusPage } from './view/StatusPage';
import { NotConfigured, NotSignedIn } from './view/Refusal';
import { cleanText } from '../../shared/clean-text';
import { CALL_NOTICES, callRoutes } from './calls';
import { leadWork, recordContact } from '../data/work';
import { firstResponseFigures } from './reports/first-response';

/**
 * The lead inbox at /admin (docs/sales.md#the-lead-inbox): list, lead page, status and notes,
 * reports, data rights. Loaded only by /admin requests (app.tsx imports this module lazily).
 * Server-rendered HTML with GET forms for filters and POST forms for changes, no client script.
 * A change answers with a redirect (POST → 303 → GET) carrying a short notice code, or, for bad
 * input, the page again with the message and status 4xx, nothing changed.
 */
// Not strict: /admin/ (the installed app's start_url and scope, inbox/manifest.ts) is the list too.
export const inbox = new Hono<InboxEnv>({ strict: false }).basePath('/admin');
type C = Context<InboxEnv>;

const page = (
  c: C,
  title: string,
  body: ReactElement,
  opts: {
    section?: 'leads' | 'reports' | 'person' | 'status';
    notice?: Notice | null;
    status?: number;
    signedIn?: boolean;
  } = {},
) =>
  c.html(
    `<!doctype html>${renderToStaticMarkup(
      <Layout
        title={title}
        actor={opts.signedIn === false ? null : c.get('actor')}
        section={opts.section}
        notice={opts.notice}
      >
        {body}
      </Layout>,
    )}`,
    (opts.status ?? 200) as ContentfulStatusCode,
  );

const REFUSALS: Record<Refusal, { status: 401 | 403; title: string; body: () => ReactElement }> = {
  'not-signed-in': { status: 401, title: 'Sign in to see the leads', body: () => <NotSignedIn /> },
  'not-configured': { status: 403, title: 'The leads inbox is not set up', body: () => <NotConfigured /> },
  csrf: {
    status: 403,
    title: 'Request refused',
    body: () => (
      <p>
        This change did not come from the inbox's own pages, so it was refused. Go back to{' '}
        <a href="/admin">the inbox</a> and try again.
      </p>
    ),
  },
};

inbox.use('*', headers);
inbox.use(
  '*',
  guard((c, why) => {
    const r = REFUSALS[why];
    return page(c, r.title, r.body(), { status: r.status, signedIn: false });
  }),
);

inbox.route('/', replies);
inbox.route('/', people);
inbox.route('/', callRoutes(leadPage));

inbox.get('/inbox.css', (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
inbox.route('/', team);
inbox.route('/', manifest);
inbox.route('/', bulk);

/** Notices after a redirect: fixed texts by code, so no text from the URL lands on the page. */
const NOTICES: Record<string, Notice> = {
  stage: { kind: 'ok', text: 'Status saved.' },
  note: { kind: 'ok', text: 'Note added.' },
  reply: { kind: 'ok', text: 'Reply sent on WhatsApp.' },
  same: { kind: 'ok', text: 'Nothing to change.' },
  released: { kind: 'ok', text: 'Marked as not spam: the lead is on its way to the team.' },
  unreleased: { kind: 'ok', text: 'This lead is not in the Spam view: nothing changed.' },
  owner: { kind: 'ok', text: 'Owner changed.' },
  merged: { kind: 'ok', text: 'Joined: these enquiries are one person now.' },
  'merge-same': { kind: 'ok', text: 'These enquiries are one person already: nothing changed.' },
  'merge-missing': { kind: 'error', text: 'That enquiry is gone: nothing changed.' },
  unmerged: { kind: 'ok', text: 'Undone: the enquiries are apart again, as before the join.' },
  'unmerge-gone': { kind: 'ok', text: 'This join was undone already: nothing changed.' },
  'unmerge-later': { kind: 'error', text: 'A later join moved these enquiries: undo that one first.' },
  ...CALL_NOTICES,
};
const noticeOf = (c: C) => NOTICES[c.req.query('done') ?? ''] ?? null;

inbox.get('/', async (c) => {
  const raw = filterQuery(c);
  const parsed = filterSchema.safeParse(raw);
  const now = new Date();
  const ctx = { now, actor: c.get('actor') };
  const common = {
    raw,
    siteName: c.get('config').SITE_NAME,
    now,
    target: c.get('config').INBOX_FIRST_RESPONSE_MINUTES,
  };
  if (!parsed.success) {
    return page(
      c,
      'Leads',
      <ListPage
        {...common}
        filters={{ ...EMPTY_FILTERS }}
        view="all"
        counts={null}
        rows={null}
        more={false}
        members={[]}
      />,
      { section: 'leads', notice: { kind: 'error', text: firstMessage(parsed.error) }, status: 400 },
    );
  }
  const view = viewOf(parsed.data);
  const [list, counts, members] = await Promise.all([
    listLeads(c.env.LEADS_DB, { ...parsed.data, view }, PAGE_SIZE, ctx),
    viewCounts(c.env.LEADS_DB, ctx),
    teamList(c),
  ]);
  // D1's own time for the list and the tabs' counts (docs/developers.md#current-figures quotes it;
  // tests/unit/inbox-scale.test.ts reads it).
  c.header('Server-Timing', `d1;dur=${list.ms + counts.ms}, list;dur=${list.ms}, counts;dur=${counts.ms}`);
  return page(
    c,
    'Leads',
    <ListPage
      {...common}
      filters={parsed.data}
      view={view}
      counts={counts.counts}
      rows={list.rows}
      more={list.more}
      members={members}
    />,
    { section: 'leads', notice: noticeOf(c) },
  );
});

const notFound = (c: C) =>
  page(
    c,
    'No such lead',
    <p>
      There is no such lead (it may have been erased). <a href="/admin">Back to the leads</a>
    </p>,
    { section: 'leads', status: 404 },
  );

async function leadPage(c: C, id: string, notice: Notice | null, status = 200) {
  const [lead, chat, owner, person, work] = await Promise.all([
    leadDetail(c.env.LEADS_DB, id),
    chatOf(c.env.LEADS_DB, id),
    ownerProps(c, id),
    peopleView(c.env.LEADS_DB, id, c.req.query('same')),
    leadWork(c.env.LEADS_DB, id),
  ]);
  if (!lead) return notFound(c);
  const reply = chat ? replyMode(chat, c.get('config'), c.env, new Date()) : null;
  const quick = await quickRepliesOf(c, lead, {
    fillsReplyBox: reply?.mode === 'text',
    draftId: c.req.query('reply'),
  });
  const conversation = chat && reply ? { chat, reply, draft: quick.draft } : null;
  return page(
    c,
    lead.name ? `Lead: ${cleanText(lead.name)}` : 'Lead',
    <LeadPage
      lead={lead}
      siteName={c.get('config').SITE_NAME}
      conversation={conversation}
      quickReplies={quick.props}
      owner={owner}
      people={person}
      work={{ ...work, now: new Date() }}
    />,
    { section: 'leads', notice, status },
  );
}

inbox.get('/leads/:id', (c) => {
  const id = c.req.param('id');
  return isLeadId(id) ? leadPage(c, id, noticeOf(c)) : notFound(c);
});

const form = async (c: C) => fields((await c.req.formData().catch(() => new FormData())).entries());

inbox.post('/leads/:id/stage', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const parsed = stageSchema.safeParse(await form(c));
  if (!parsed.success) return leadPage(c, id, { kind: 'error', text: firstMessage(parsed.error) }, 422);
  const outcome = await changeStage(c.env, id, c.get('actor'), parsed.data, new Date());
  if (!outcome.ok)
    return outcome.status === 404
      ? notFound(c)
      : leadPage(c, id, { kind: 'error', text: outcome.message }, outcome.status);
  return c.redirect(`/admin/leads/${id}?done=${outcome.message === 'Nothing to change.' ? 'same' : 'stage'}`, 303);
});

// "Not spam": releases a spam lead through its whole path, once (pipeline.ts releaseLead).
inbox.post('/leads/:id/not-spam', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const outcome = await releaseLead(c.env, !!c.get('config').BACKEND_URL, id, c.get('actor'), new Date());
  return c.redirect(
    `/admin/leads/${id}?done=${outcome.message.startsWith('Released') ? 'released' : 'unreleased'}`,
    303,
  );
});

inbox.post('/leads/:id/notes', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const parsed = noteSchema.safeParse(await form(c));
  if (!parsed.success) return leadPage(c, id, { kind: 'error', text: firstMessage(parsed.error) }, 422);
  const outcome = await addNote(c.env.LEADS_DB, id, c.get('actor'), parsed.data.body, new Date());
  if (!outcome.ok) return notFound(c);
  return c.redirect(`/admin/leads/${id}?done=note`, 303);
});

// A WhatsApp reply (src/worker/chats/reply.ts): text inside the 24-hour window, the template outside it.
inbox.post('/leads/:id/whatsapp', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const body = (await form(c)).body;
  const outcome = await sendReply(
    c.env,
    c.get('config'),
    id,
    c.get('actor'),
    typeof body === 'string' ? body : '',
    new Date(),
  );
  if (!outcome.ok)
    return outcome.status === 404
      ? notFound(c)
      : leadPage(c, id, { kind: 'error', text: outcome.message }, outcome.status);
  await recordContact(c.env.LEADS_DB, id, c.get('actor'), 'reply', new Date());
  return c.redirect(`/admin/leads/${id}?done=reply`, 303);
});

// ── Settings status: each concern on / off (not set) / off (invalid: NAME rule) ──
inbox.get('/status', (c) =>
  page(c, 'Settings', <StatusPage concerns={settingsStatus(c.env)} />, { section: 'status' }),
);

// ── Data rights ──────────────────────────────────────────────────────────────
const DATA_RIGHTS = 'Data rights: find, download, erase';

async function personLookup(c: C, q: string) {
  const key = personKey(q);
  return key ? { key, leads: await findPerson(c.env.LEADS_DB, key) } : null;
}
const badPerson = (c: C, q: string, text: string, status = 400) =>
  page(c, DATA_RIGHTS, <PersonPage q={q} leads={null} />, {
    section: 'person',
    notice: { kind: 'error', text },
    status,
  });
const NOT_A_PERSON = 'Enter an e-mail address or a phone number.';

inbox.get('/person', async (c) => {
  const parsed = personSchema.safeParse(c.req.query());
  if (!parsed.success) return badPerson(c, '', firstMessage(parsed.error));
  const q = parsed.data.q;
  if (!q) return page(c, DATA_RIGHTS, <PersonPage q="" leads={null} />, { section: 'person' });
  const found = await personLookup(c, q);
  if (!found) return badPerson(c, q, NOT_A_PERSON);
  const erased = c.req.query('done') === 'erased';
  return page(c, DATA_RIGHTS, <PersonPage q={q} leads={found.leads} />, {
    section: 'person',
    notice: erased ? { kind: 'ok', text: 'Erased.' } : null,
  });
});

inbox.get('/person/export', async (c) => {
  const parsed = personSchema.safeParse(c.req.query());
  const found = parsed.success && parsed.data.q ? await personLookup(c, parsed.data.q) : null;
  if (!found) return badPerson(c, '', NOT_A_PERSON);
  const now = new Date();
  const leads = await exportPerson(
    c.env.LEADS_DB,
    found.leads.map((l) => l.lead_id),
  );
  await recordExport(c.env.LEADS_DB, leads.length, c.get('actor'), now);
  const body = JSON.stringify(
    { person: found.key, exportedAt: now.toISOString(), exportedBy: c.get('actor'), leads },
    null,
    2,
  );
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': 'attachment; filename="person-data.json"',
  });
});

inbox.post('/person/erase', async (c) => {
  const parsed = eraseSchema.safeParse(await form(c));
  if (!parsed.success) return badPerson(c, '', firstMessage(parsed.error), 422);
  const { q, ids, confirm } = parsed.data;
  const found = await personLookup(c, q);
  if (!found) return badPerson(c, q, NOT_A_PERSON, 422);
  // Only leads that still match the person and were listed on the page the team confirmed.
  const listed = new Set(ids);
  const leads = found.leads.filter((l) => listed.has(l.lead_id));
  if (!leads.length)
    return page(c, DATA_RIGHTS, <PersonPage q={q} leads={found.leads} />, {
      section: 'person',
      notice: { kind: 'error', text: 'Nothing to erase: these leads are gone already.' },
      status: 409,
    });
  if (confirm !== 'yes') return page(c, DATA_RIGHTS, <PersonPage q={q} leads={leads} confirm />, { section: 'person' });
  await erasePerson(
    c.env.LEADS_DB,
    leads.map((l) => l.lead_id),
    c.get('actor'),
    new Date(),
  );
  return c.redirect(`/admin/person?${new URLSearchParams({ q, done: 'erased' })}`, 303);
});

// ── Reports ──────────────────────────────────────────────────────────────────
inbox.get('/reports', async (c) => {
  const days = reportDays(c.req.query('days'));
  if (!days)
    return page(
      c,
      'Reports',
      <p>
        <a href="/admin/reports">Show the last 30 days</a>
      </p>,
      { section: 'reports', notice: { kind: 'error', text: 'Period: 30 or 90 days.' }, status: 400 },
    );
  const now = new Date();
  const [figures, firstResponse] = await Promise.all([
    reportFigures(c.env.LEADS_DB, { days, now }),
    firstResponseFigures(c.env.LEADS_DB, { days, now, target: c.get('config').INBOX_FIRST_RESPONSE_MINUTES ?? 15 }),
  ]);
  return page(c, 'Reports', <ReportsPage figures={figures} firstResponse={firstResponse} />, {
    section: 'reports',
  });
});

inbox.get('/reports.csv', async (c) => {
  const days = reportDays(c.req.query('days'));
  if (!days) return c.text('Period: 30 or 90 days.', 400);
  const figures = await reportFigures(c.env.LEADS_DB, { days, now: new Date() });
  return c.body(reportCsv(figures), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${reportCsvFilename(figures)}"`,
  });
});

inbox.notFound((c) =>
  page(
    c,
    'Not found',
    <p>
      No such page in the inbox. <a href="/admin">Back to the leads</a>
    </p>,
    { status: 404 },
  ),
);

inbox.onError((error, c) => {
  console.error('inbox error:', error instanceof Error ? error.stack : error);
  return page(c, 'Something went wrong', <p>Nothing was changed. Please try again.</p>, {
    status: 500,
    signedIn: false,
  });
});

export { CSS_PATH };
