import { Hono, type Context } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { csv } from '../../shared/csv';
import { formatIndiaDateTime, indiaDay } from '../../shared/india-time';
import { exportLeads, teamMembers, type LeadFilters, type ListRow, type View } from '../data/inbox';
import { assignLeads } from '../data/team';
import { currentStage } from '../data/inbox';
import { bulkSchema, filterSchema, firstMessage, type Filters } from './forms';
import type { InboxEnv } from './guard';
import { changeStage } from './pipeline';
import { Layout } from './view/Layout';
import { BulkResult, type Skipped } from './view/ListBulk';
import type { Member } from './view/ListPage';
import { FORM_LABELS, STAGE_LABELS } from './view/format';
import { cleanText } from '../../shared/clean-text';

/**
 * The list's bulk actions (docs/sales.md "The queue"): assign the ticked leads to a member
 * (data/team.ts assignLeads, audited per lead), change their status (pipeline.ts changeStage per
 * lead, so each keeps its audit row and conversions), and the CSV of a filtered list, every page.
 * Mounted on the inbox after its guard (Access and the same-origin check apply).
 */
export const bulk = new Hono<InboxEnv>();
type C = Context<InboxEnv>;

/** The list's query parameters (the filter form's fields and the tab). */
const FILTER_KEYS = [
  'view',
  'owner',
  'q',
  'stage',
  'form',
  'service',
  'city',
  'source',
  'campaign',
  'from',
  'to',
  'quality',
  'page',
] as const;

export const EMPTY_FILTERS: Filters = {
  view: '',
  owner: '',
  stage: '',
  form: '',
  service: '',
  city: '',
  source: '',
  campaign: '',
  from: '',
  to: '',
  q: '',
  quality: '',
  page: 1,
};

export function filterQuery(c: C): Record<string, string> {
  const raw: Record<string, string> = {};
  const query = c.req.query();
  for (const k of FILTER_KEYS) if (typeof query[k] === 'string') raw[k] = query[k]!;
  return raw;
}

/** The tab shown: the one asked for; else Due now, or All once a search or filter is set (and for spam). */
export function viewOf(f: Filters): View {
  if (f.quality === 'spam') return 'all';
  if (f.view) return f.view;
  const filtered = (
    ['q', 'stage', 'form', 'service', 'city', 'source', 'campaign', 'owner', 'from', 'to', 'quality'] as const
  ).some((k) => f[k] !== '');
  return filtered ? 'all' : 'due';
}

/** The members to assign to: the Team page's (inbox_team) and INBOX_TEAM's, once each. */
export async function teamList(c: C): Promise<Member[]> {
  const stored = await teamMembers(c.env.LEADS_DB);
  const seen = new Set(stored.map((m) => m.email));
  const configured = (c.get('config').INBOX_TEAM ?? [])
    .filter((e) => !seen.has(e))
    .map((email) => ({ email, name: '' }));
  return [...stored, ...configured];
}

/** At most this many leads in one export (the newest first past it is the filter's job). */
export const EXPORT_MAX = 10_000;
const CSV_COLUMNS = [
  'Received (IST)',
  'Name',
  'Phone (country code first)',
  'E-mail',
  'Service',
  'City',
  'Status',
  'Booking value (₹)',
  'Owner',
  'Next step (IST)',
  'Source',
  'Medium',
  'Campaign',
  'Form',
  'Message',
] as const;

export function leadsCsv(rows: ListRow[]): string {
  const line = (r: ListRow) =>
    [
      formatIndiaDateTime(r.received_at),
      r.name ?? '',
      r.phone ?? '', // the normal form, country code first (a leading + would read as a formula)
      r.email ?? '',
      r.service,
      r.city,
      STAGE_LABELS[r.stage] ?? r.stage,
      r.value === null ? '' : String(r.value),
      r.owner ?? '',
      formatIndiaDateTime(r.next_at),
      r.source,
      r.medium,
      r.campaign,
      FORM_LABELS[r.form] ?? r.form,
      (r.message ?? '').split(/\r?\n/)[0]!,
    ]
      .map(csv)
      .join(',');
  return [CSV_COLUMNS.map(csv).join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}

bulk.get('/leads.csv', async (c) => {
  const parsed = filterSchema.safeParse(filterQuery(c));
  if (!parsed.success) return c.text(firstMessage(parsed.error), 400);
  const view = viewOf(parsed.data);
  const now = new Date();
  const filters: LeadFilters = { ...parsed.data, view, page: 1 };
  const rows = await exportLeads(c.env.LEADS_DB, filters, { now, actor: c.get('actor') }, EXPORT_MAX);
  return c.body(leadsCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="leads-${view}-${indiaDay(now)}.csv"`,
  });
});

const render = (c: C, title: string, body: React.ReactElement, status: 200 | 422, error?: string) =>
  c.html(
    `<!doctype html>${renderToStaticMarkup(
      <Layout
        title={title}
        actor={c.get('actor')}
        section="leads"
        notice={error ? { kind: 'error', text: error } : null}
      >
        {body}
      </Layout>,
    )}`,
    status,
  );

bulk.post('/bulk', async (c) => {
  const data = await c.req.formData().catch(() => new FormData());
  const one = (k: string) => {
    const v = data.get(k);
    return typeof v === 'string' ? v : undefined;
  };
  const parsed = bulkSchema.safeParse({
    ids: [...new Set(data.getAll('id').filter((v) => typeof v === 'string'))],
    action: one('action'),
    owner: one('owner'),
    stage: one('stage'),
    reason: one('reason'),
  });
  const refuse = (text: string) =>
    render(c, 'Nothing changed', <BulkResult changed={0} what="" skipped={[]} />, 422, text);
  if (!parsed.success) return refuse(firstMessage(parsed.error));
  const { ids, action, owner, stage, reason } = parsed.data;
  const actor = c.get('actor');
  const now = new Date();

  if (action === 'assign') {
    if (!owner) return refuse('Owner: choose a member (or Nobody) first');
    const members = await teamList(c);
    const member = members.find((m) => m.email === owner.toLowerCase());
    if (owner !== '-' && !member) return refuse('Owner: not a member of the team');
    const to = owner === '-' ? null : member!.email;
    const changed = await assignLeads(c.env.LEADS_DB, ids, to, actor, now);
    const who = to ? member!.name || to : 'nobody';
    const skipped: Skipped[] =
      changed < ids.length ? [{ id: '', name: `${ids.length - changed} already with ${who} or gone`, why: '' }] : [];
    return render(
      c,
      'Leads assigned',
      <BulkResult changed={changed} what={`assigned to ${who}`} skipped={skipped} />,
      200,
    );
  }

  if (!stage) return refuse('Status: choose one first');
  if (stage === 'lost' && !reason) return refuse('Reason: choose why these leads were lost');
  let changed = 0;
  const skipped: Skipped[] = [];
  for (const id of ids) {
    const current = await currentStage(c.env.LEADS_DB, id);
    const name = await leadName(c, id);
    if (!current) {
      skipped.push({ id: '', name: 'A lead', why: 'it was erased' });
      continue;
    }
    if (current.stage === stage) {
      skipped.push({ id, name, why: `already ${STAGE_LABELS[stage]}` });
      continue;
    }
    const input =
      stage === 'lost'
        ? ({ stage, from: current.stage as never, reason: reason as never } as const)
        : ({ stage, from: current.stage as never } as const);
    const outcome = await changeStage(c.env, id, actor, input, now);
    if (outcome.ok) changed++;
    else skipped.push({ id, name, why: outcome.message });
  }
  return render(
    c,
    'Status changed',
    <BulkResult changed={changed} what={`changed to ${STAGE_LABELS[stage]}`} skipped={skipped} />,
    200,
  );
});

async function leadName(c: C, id: string): Promise<string> {
  const row = await c.env.LEADS_DB.prepare('SELECT name FROM lead_contacts WHERE lead_id = ?1')
    .bind(id)
    .first<{ name: string | null }>();
  return cleanText(row?.name || '(no name)');
}
