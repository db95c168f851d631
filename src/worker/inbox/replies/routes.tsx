import { Hono } from 'hono';
import type { ReactElement } from 'react';
import {
  addTemplate,
  checkTemplate,
  listTemplates,
  resetTemplate,
  saveTemplate,
  templateAudit,
} from '../../data/replies';
import type { InboxEnv } from '../guard';
import { form, page as shell, type C } from '../page';
import type { Notice } from '../view/Layout';
import { RepliesPage, ReplyEditor } from '../view/RepliesPage';

/**
 * Quick replies (docs/sales.md "Quick replies"): the editor at /admin/replies (list, edit, add,
 * reset to default; every change audited). The filled replies of a lead's page: lead/quick-replies.ts.
 */
export const replies = new Hono<InboxEnv>();

const page = (c: C, title: string, body: ReactElement, notice: Notice | null = null, status = 200) =>
  shell(c, title, body, { section: 'replies', notice, status });

/** Notices after a redirect: fixed texts by code. */
const DONE: Record<string, Notice> = {
  saved: { kind: 'ok', text: 'Template saved.' },
  added: { kind: 'ok', text: 'Template added.' },
  same: { kind: 'ok', text: 'Nothing to change.' },
  reset: { kind: 'ok', text: 'Template back to its default text.' },
  deleted: { kind: 'ok', text: 'Template removed.' },
};
const TEMPLATE_ID = /^[a-z0-9-]{1,64}$/;

const notFound = (c: C) =>
  page(
    c,
    'No such template',
    <p>
      There is no such template (it may have been removed). <a href="/admin/replies">Back to the quick replies</a>
    </p>,
    null,
    404,
  );

replies.get('/replies', async (c) => {
  const db = c.env.LEADS_DB;
  const [templates, audit] = await Promise.all([listTemplates(db), templateAudit(db)]);
  return page(c, 'Quick replies', <RepliesPage templates={templates} audit={audit} />, DONE[c.req.query('done') ?? '']);
});

replies.get('/replies/new', (c) => page(c, 'Add a quick reply', <ReplyEditor template={null} />));

replies.post('/replies', async (c) => {
  const input = await form(c);
  const checked = checkTemplate(input);
  if (!checked.ok)
    return page(
      c,
      'Add a quick reply',
      <ReplyEditor template={null} draft={input as never} />,
      { kind: 'error', text: checked.message },
      422,
    );
  await addTemplate(c.env.LEADS_DB, checked.value, c.get('actor'), new Date());
  return c.redirect('/admin/replies?done=added', 303);
});

const findTemplate = async (c: C, id: string) =>
  TEMPLATE_ID.test(id) ? ((await listTemplates(c.env.LEADS_DB)).find((t) => t.id === id) ?? null) : null;

replies.get('/replies/:id', async (c) => {
  const template = await findTemplate(c, c.req.param('id'));
  return template ? page(c, 'Edit a quick reply', <ReplyEditor template={template} />) : notFound(c);
});

replies.post('/replies/:id', async (c) => {
  const template = await findTemplate(c, c.req.param('id'));
  if (!template) return notFound(c);
  const input = await form(c);
  const checked = checkTemplate(input, template);
  if (!checked.ok)
    return page(
      c,
      'Edit a quick reply',
      <ReplyEditor template={template} draft={{ title: input.title, subject: input.subject, body: input.body }} />,
      { kind: 'error', text: checked.message },
      422,
    );
  const outcome = await saveTemplate(c.env.LEADS_DB, template.id, checked.value, c.get('actor'), new Date());
  return outcome ? c.redirect(`/admin/replies?done=${outcome}`, 303) : notFound(c);
});

replies.post('/replies/:id/reset', async (c) => {
  const id = c.req.param('id');
  if (!TEMPLATE_ID.test(id)) return notFound(c);
  const outcome = await resetTemplate(c.env.LEADS_DB, id, c.get('actor'), new Date());
  return outcome ? c.redirect(`/admin/replies?done=${outcome}`, 303) : notFound(c);
});
