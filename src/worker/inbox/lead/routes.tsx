import { Hono } from 'hono';
import { sendReply } from '../../chats/reply';
import { mergePeople, unmergePeople } from '../../data/people';
import { assignLeads, teamMembers } from '../../data/team';
import { contactOf, nextInQueue, recordContact } from '../../data/work';
import { firstMessage, isLeadId, noteSchema, stageSchema } from '../forms';
import type { InboxEnv } from '../guard';
import { noticeOf } from '../notices';
import { form, page, type C } from '../page';
import { addNote, changeStage, logCall, releaseLead } from '../pipeline';
import { mailtoLink } from '../reply-templates';
import { phoneDigits, whatsappHref } from '../../../shared/vocabulary/phone';
import { fromSetting } from '../team/routes';
import { contactLinks } from '../view/format';
import { readCallForm } from './call-form';
import { leadPage, notFound } from './page';

/**
 * A lead's routes, /admin/leads/:id… (docs/sales.md "The lead inbox"): its page, and each change to
 * it, POST → 303 back to its page (or the queue's next lead) with a notice code (notices.ts), or its
 * page again with the message and status 4xx, nothing changed:
 *   GET  /admin/leads/:id                   the lead's page (lead/page.tsx)
 *   POST /admin/leads/:id/stage             status and notes (pipeline.ts)
 *   POST /admin/leads/:id/not-spam          releases a spam lead
 *   POST /admin/leads/:id/notes
 *   POST /admin/leads/:id/whatsapp          a WhatsApp reply
 *   POST /admin/leads/:id/call              a call logged in one submit (lead/call-form.ts)
 *   POST /admin/leads/:id/contact           a contact button: the first contact, then the phone, WhatsApp or mail app
 *   POST /admin/leads/:id/same-person       other=<lead id>  the two leads' persons become one (lead/people.ts)
 *   POST /admin/leads/:id/same-person/undo  merge=<merge id> exactly what that merge moved goes back
 *   POST /admin/leads/:id/owner             "Take it", another member, or nobody (lead/owner.ts)
 */
export const lead = new Hono<InboxEnv>();

lead.get('/leads/:id', (c) => {
  const id = c.req.param('id');
  return isLeadId(id) ? leadPage(c, id, noticeOf(c)) : notFound(c);
});

lead.post('/leads/:id/stage', async (c) => {
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
lead.post('/leads/:id/not-spam', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const outcome = await releaseLead(c.env, !!c.get('config').BACKEND_URL, id, c.get('actor'), new Date());
  return c.redirect(
    `/admin/leads/${id}?done=${outcome.message.startsWith('Released') ? 'released' : 'unreleased'}`,
    303,
  );
});

lead.post('/leads/:id/notes', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const parsed = noteSchema.safeParse(await form(c));
  if (!parsed.success) return leadPage(c, id, { kind: 'error', text: firstMessage(parsed.error) }, 422);
  const outcome = await addNote(c.env.LEADS_DB, id, c.get('actor'), parsed.data.body, new Date());
  if (!outcome.ok) return notFound(c);
  return c.redirect(`/admin/leads/${id}?done=note`, 303);
});

// A WhatsApp reply (src/worker/chats/reply.ts): text inside the 24-hour window, the template outside it.
lead.post('/leads/:id/whatsapp', async (c) => {
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

const VIA = ['phone', 'whatsapp', 'email'] as const;

// Log a call: the call, its stage change and the next follow-up in one batch, then the queue's next lead.
lead.post('/leads/:id/call', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const now = new Date();
  const input = readCallForm(await form(c), now);
  if (!input.ok) return leadPage(c, id, { kind: 'error', text: input.message }, 422);
  const outcome = await logCall(c.env, id, c.get('actor'), input, now);
  if (!outcome.ok)
    return leadPage(c, id, outcome.status === 404 ? null : { kind: 'error', text: outcome.message }, outcome.status);
  const next = await nextInQueue(c.env.LEADS_DB, now, id);
  return c.redirect(next ? `/admin/leads/${next}?done=call` : '/admin?done=queue-done', 303);
});

// A contact button: the first contact (if none yet), then the phone, WhatsApp or the mail app.
lead.post('/leads/:id/contact', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return notFound(c);
  const f = await form(c);
  const via = f.via as (typeof VIA)[number];
  if (!VIA.includes(via))
    return leadPage(c, id, { kind: 'error', text: 'Contact: choose Call, WhatsApp or E-mail.' }, 422);
  const lead = await contactOf(c.env.LEADS_DB, id);
  if (!lead) return notFound(c);
  const text = (f.text ?? '').trim().slice(0, 2000);
  const subject = (f.subject ?? '').trim().slice(0, 200);
  const links = contactLinks(lead, c.get('config').SITE_NAME);
  const phone = phoneDigits(lead.phone);
  // One rule per link (reply-templates.ts): wa.me with the text typed or chosen, else the greeting;
  // mailto: with the subject and body (CRLF, RFC 6068) when a quick reply sends them.
  const url =
    via === 'phone'
      ? links.tel
      : via === 'whatsapp'
        ? text && phone
          ? whatsappHref(phone, text)
          : links.whatsapp
        : lead.email
          ? subject || text
            ? mailtoLink(lead.email, subject, text)
            : links.mail
          : null;
  if (!url)
    return leadPage(
      c,
      id,
      {
        kind: 'error',
        text: via === 'email' ? 'This lead gave no e-mail address.' : 'This lead gave no phone number.',
      },
      422,
    );
  await recordContact(c.env.LEADS_DB, id, c.get('actor'), via, new Date());
  return c.redirect(url, 303);
});

/** A posted field, trimmed ('' when absent). */
const field = async (c: C, name: string) => ((await form(c))[name] ?? '').trim();

lead.post('/leads/:id/same-person', async (c) => {
  const id = c.req.param('id');
  const other = await field(c, 'other');
  if (!isLeadId(id) || !isLeadId(other))
    return c.redirect(`/admin/leads/${isLeadId(id) ? id : ''}?done=merge-missing`, 303);
  const outcome = await mergePeople(c.env.LEADS_DB, id, other, c.get('actor'), new Date());
  return c.redirect(`/admin/leads/${id}?done=${outcome === 'merged' ? 'merged' : `merge-${outcome}`}`, 303);
});

lead.post('/leads/:id/same-person/undo', async (c) => {
  const id = c.req.param('id');
  const merge = Number(await field(c, 'merge'));
  if (!isLeadId(id)) return c.redirect('/admin', 303);
  const outcome = Number.isSafeInteger(merge)
    ? await unmergePeople(c.env.LEADS_DB, merge, c.get('actor'), new Date())
    : 'gone';
  return c.redirect(`/admin/leads/${id}?done=${outcome === 'unmerged' ? 'unmerged' : `unmerge-${outcome}`}`, 303);
});

// ── A lead's owner ───────────────────────────────────────────────────────────────────────────────
// One tap on the lead page: "Take it" (the signed-in member) or any member, or nobody ('').
lead.post('/leads/:id/owner', async (c) => {
  const id = c.req.param('id');
  if (!isLeadId(id)) return c.redirect('/admin', 303);
  const owner = (await field(c, 'owner')).toLowerCase();
  if (owner) {
    const members = await teamMembers(c.env.LEADS_DB, fromSetting(c));
    if (!members.some((m) => m.email === owner))
      return page(
        c,
        'Not on the team',
        <p>
          That person is not on the team, so the lead was not given to them.{' '}
          <a href={`/admin/leads/${id}`}>Back to the lead</a> or <a href="/admin/team">the Team page</a>.
        </p>,
        { section: 'team', notice: { kind: 'error', text: 'Nothing changed.' }, status: 422 },
      );
  }
  const changed = await assignLeads(c.env.LEADS_DB, [id], owner || null, c.get('actor'), new Date());
  return c.redirect(`/admin/leads/${id}?done=${changed ? 'owner' : 'same'}`, 303);
});
