import { Hono } from 'hono';
import { indiaDay } from '../../../shared/india-time';
import { workingHours } from '../../call-times';
import { exportLeads, listLeads, viewCounts, type LeadFilters } from '../../data/inbox';
import { assignLeads } from '../../data/team';
import { currentStage } from '../../data/lead-changes';
import { cleanText } from '../../../shared/clean-text';
import {
  BULK_MAX,
  BULK_STAGES,
  bulkSchema,
  filterSchema,
  firstMessage,
  PAGE_SIZE,
  type LostReason,
  type StageInput,
} from '../forms';
import type { InboxEnv } from '../guard';
import { noticeOf } from '../notices';
import { page, type C } from '../page';
import { changeStage } from '../pipeline';
import { BulkResult, type Skipped } from '../view/ListBulk';
import { ListPage } from '../view/ListPage';
import { stageLabel, type Stage } from '../../../shared/vocabulary/stages';
import { EXPORT_MAX, leadsCsv } from './csv';
import { EMPTY_FILTERS, filterQuery, teamList, viewOf } from './filters';

/**
 * The list's routes (docs/sales.md "The queue"): the list at /admin with its tabs, filters and
 * pages; its bulk actions: assign the ticked leads to a member (data/team.ts assignLeads, audited
 * per lead), change their status (pipeline.ts changeStage per lead, so each keeps its audit row and
 * conversions); and the CSV of a filtered list, every page (list/csv.ts).
 * Mounted on the inbox after its guard (Access and the same-origin check apply).
 */
export const list = new Hono<InboxEnv>();

list.get('/', async (c) => {
  const raw = filterQuery(c);
  const parsed = filterSchema.safeParse(raw);
  const now = new Date();
  const ctx = { now, actor: c.get('actor') };
  const common = {
    raw,
    siteName: c.get('config').SITE_NAME,
    now,
    target: c.get('config').INBOX_FIRST_RESPONSE_MINUTES,
    hours: workingHours(c.get('config')),
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

list.get('/leads.csv', async (c) => {
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
  page(c, title, body, { section: 'leads', notice: error ? { kind: 'error', text: error } : null, status });

/** Why a bulk change left a lead alone (codes in the result's URL; the page says them in words). */
const SKIPS = {
  same: 'already so',
  moved: 'someone changed it meanwhile: check it on its page',
  gone: 'erased meanwhile',
} as const;
type SkipCode = keyof typeof SKIPS;

/**
 * The bulk actions: POST → 303 to the result page (GET /admin/bulk?…), which says how many leads
 * changed and names each one skipped, with why. The result's URL carries codes and lead ids only,
 * each checked again there; no text from it reaches the page.
 */
list.post('/bulk', async (c) => {
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
  const db = c.env.LEADS_DB;
  const skipped: Array<[string, SkipCode]> = [];
  let changed = 0;
  let to: string;

  if (action === 'assign') {
    if (!owner) return refuse('Owner: choose a member (or Nobody) first');
    const member = (await teamList(c)).find((m) => m.email === owner.toLowerCase());
    if (owner !== '-' && !member) return refuse('Owner: not a member of the team');
    to = owner === '-' ? '-' : member!.email;
    const { results } = await db
      .prepare('SELECT lead_id, owner FROM lead_work WHERE lead_id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(ids))
      .all<{ lead_id: string; owner: string | null }>();
    const owners = new Map(results.map((r) => [r.lead_id, r.owner ?? '-']));
    for (const id of ids) if (!owners.has(id)) skipped.push([id, 'gone']);
    for (const id of ids) if (owners.get(id) === to) skipped.push([id, 'same']);
    changed = await assignLeads(db, ids, to === '-' ? null : to, actor, now);
  } else {
    if (!stage) return refuse('Status: choose one first');
    if (stage === 'lost' && !reason) return refuse('Reason: choose why these leads were lost');
    to = stage;
    for (const id of ids) {
      const current = await currentStage(db, id);
      if (!current) skipped.push([id, 'gone']);
      else if (current.stage === stage) skipped.push([id, 'same']);
      else {
        const from = current.stage as Stage;
        // A bulk quote keeps each lead's quoted amount (null: unchanged).
        const input: StageInput =
          stage === 'lost'
            ? { stage, from, reason: reason as LostReason }
            : stage === 'quoted'
              ? { stage, from, value: null }
              : { stage, from };
        const outcome = await changeStage(c.env, id, actor, input, now);
        if (outcome.ok) changed++;
        else skipped.push([id, outcome.status === 404 ? 'gone' : 'moved']);
      }
    }
  }
  const query = new URLSearchParams({ done: action, to, n: String(changed) });
  for (const [id, why] of skipped) query.append('skip', `${why}:${id}`);
  return c.redirect(`/admin/bulk?${query}`, 303);
});

list.get('/bulk', async (c) => {
  const done = c.req.query('done');
  const to = c.req.query('to') ?? '';
  const n = c.req.query('n') ?? '';
  const skips = (c.req.queries('skip') ?? [])
    .slice(0, BULK_MAX)
    .map((v) => /^(same|moved|gone):([A-Za-z0-9-]{1,64})$/.exec(v))
    .filter((m) => m !== null)
    .map((m) => ({ code: m[1] as SkipCode, id: m[2]! }));
  const member = (await teamList(c)).find((m) => m.email === to);
  const who = member ? member.name || member.email : 'nobody';
  const what =
    done === 'assign' && (to === '-' || member)
      ? `assigned to ${who}`
      : done === 'stage' && (BULK_STAGES as readonly string[]).includes(to)
        ? `changed to ${stageLabel(to)}`
        : null;
  if (!what || !/^\d{1,3}$/.test(n)) return c.redirect('/admin/', 303);
  const names = new Map(
    (
      await c.env.LEADS_DB.prepare(
        'SELECT lead_id, name FROM lead_contacts WHERE lead_id IN (SELECT value FROM json_each(?1))',
      )
        .bind(JSON.stringify(skips.map((s) => s.id)))
        .all<{ lead_id: string; name: string | null }>()
    ).results.map((r) => [r.lead_id, cleanText(r.name || '(no name)')]),
  );
  const skipped: Skipped[] = skips.map(({ code, id }) => ({
    id: names.has(id) ? id : '',
    name: names.get(id) ?? 'A lead',
    why: code !== 'same' ? SKIPS[code] : done === 'assign' ? `already with ${who}` : `already ${stageLabel(to)}`,
  }));
  return render(
    c,
    done === 'assign' ? 'Leads assigned' : 'Status changed',
    <BulkResult changed={Number(n)} what={what} skipped={skipped} />,
    200,
  );
});
