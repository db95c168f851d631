import type { Context } from 'hono';
import { leadOwner, teamMembers } from '../../data/team';
import type { InboxEnv } from '../guard';
import { fromSetting } from '../team/routes';
import type { OwnerProps } from '../view/OwnerForm';

type C = Context<InboxEnv>;

/** What the lead page's owner line needs (view/OwnerForm.tsx); its form posts to lead/routes.tsx. */
export async function ownerProps(c: C, id: string): Promise<OwnerProps> {
  const db = c.env.LEADS_DB;
  const [current, members] = await Promise.all([leadOwner(db, id), teamMembers(db, fromSetting(c))]);
  return { current, members, actor: c.get('actor') };
}
