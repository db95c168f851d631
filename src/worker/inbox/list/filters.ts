import type { Context } from 'hono';
import { type View } from '../../data/inbox';
import { teamMembers } from '../../data/team';
import type { Filters } from '../forms';
import type { InboxEnv } from '../guard';
import { fromSetting } from '../team/routes';
import type { Member } from '../view/ListPage';

/**
 * The list's filters as the URL gives them (list/routes.tsx), the tab they show, and the team to
 * filter and assign by.
 */
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
  'language',
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
  language: '',
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
    [
      'q',
      'stage',
      'form',
      'service',
      'city',
      'source',
      'campaign',
      'owner',
      'from',
      'to',
      'quality',
      'language',
    ] as const
  ).some((k) => f[k] !== '');
  return filtered ? 'all' : 'due';
}

/** The members to assign to (data/team.ts: INBOX_TEAM's and the Team page's, once each), by name. */
export async function teamList(c: C): Promise<Member[]> {
  const members = await teamMembers(c.env.LEADS_DB, fromSetting(c));
  return members.map(({ email, name }) => ({ email, name }));
}
