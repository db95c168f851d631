import { Hono, type Context } from 'hono';
import { CALL_OUTCOMES, contactOf, nextInQueue, recordContact, type CallOutcome } from '../data/work';
import { fields, isLeadId, NOTE_MAX, stageSchema, firstMessage } from './forms';
import type { InboxEnv } from './guard';
import { logCall } from './pipeline';
import { choiceAt, defaultFollowUp, FOLLOW_UP_CHOICES, indiaLocal, type FollowUpChoice } from './follow-up';
import { contactLinks } from './view/format';
import { mailtoLink, whatsappLink } from './reply-templates';
import type { Notice } from './view/Layout';

/**
 * The sales team's next step (docs/sales.md "Logging a call", "First response"): a call logged in
 * one submit, then straight to the queue's next lead; and the contact buttons, which record the
 * first contact before they open the phone, WhatsApp or the mail app. POST → 303, no script.
 */
type C = Context<InboxEnv>;
export type LeadPageRenderer = (c: C, id: string, notice: Notice | null, status?: number) => Promise<Response>;

/** Notices after a redirect (app.tsx's NOTICES map takes these). */
export const CALL_NOTICES: Record<string, Notice> = {
  call: { kind: 'ok', text: 'Call saved. This is the next lead of the queue.' },
  'queue-done': { kind: 'ok', text: 'Call saved. Queue done: no other lead needs the team now.' },
};

const YEAR = 366 * 24 * 3600_000;

export type CallForm =
  | {
      ok: true;
      outcome: CallOutcome;
      note: string | null;
      stage: ReturnType<typeof stageSchema.parse>;
      followUpAt: string | null;
    }
  | { ok: false; message: string };

/** The call form's fields, checked: every message names its field. Nothing is saved on a refusal. */
export function readCallForm(f: Record<string, string>, now: Date): CallForm {
  const outcome = f.outcome as CallOutcome;
  if (!CALL_OUTCOMES.includes(outcome)) return { ok: false, message: 'Outcome: choose how the call went.' };
  const note = (f.note ?? '').trim();
  if (note.length > NOTE_MAX)
    return { ok: false, message: `Note: at most ${NOTE_MAX.toLocaleString('en-IN')} characters` };
  const stage = stageSchema.safeParse({ from: f.from, stage: f.stage, value: f.value, reason: f.reason });
  if (!stage.success) return { ok: false, message: firstMessage(stage.error) };
  let followUp: Date | null = null;
  if (stage.data.stage !== 'booked' && stage.data.stage !== 'lost') {
    const when = f.when ?? '';
    const custom = (f.follow_at ?? '').trim();
    if (when === 'custom' || (when === '' && custom)) {
      followUp = indiaLocal(custom);
      if (!followUp) return { ok: false, message: 'Follow-up: enter a date and a time.' };
      if (followUp.getTime() < now.getTime() - 60_000)
        return { ok: false, message: 'Follow-up: that time has passed; choose a time from now on.' };
      if (followUp.getTime() > now.getTime() + YEAR) return { ok: false, message: 'Follow-up: at most a year ahead.' };
    } else if (FOLLOW_UP_CHOICES.some((c) => c.value === when)) {
      followUp = choiceAt(when as FollowUpChoice, now);
    } else if (when === '') {
      followUp = defaultFollowUp(outcome, now);
      if (!followUp) return { ok: false, message: 'Call back at: choose when to call back.' };
    } else return { ok: false, message: 'Follow-up: choose one from the list.' };
  }
  return { ok: true, outcome, note: note || null, stage: stage.data, followUpAt: followUp?.toISOString() ?? null };
}

const VIA = ['phone', 'whatsapp', 'email'] as const;

export function callRoutes(leadPage: LeadPageRenderer) {
  const calls = new Hono<InboxEnv>();
  const form = async (c: C) => fields((await c.req.formData().catch(() => new FormData())).entries());

  // Log a call: the call, its stage change and the next follow-up in one batch, then the queue's next lead.
  calls.post('/leads/:id/call', async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return leadPage(c, id, null, 404);
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
  calls.post('/leads/:id/contact', async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return leadPage(c, id, null, 404);
    const f = await form(c);
    const via = f.via as (typeof VIA)[number];
    if (!VIA.includes(via))
      return leadPage(c, id, { kind: 'error', text: 'Contact: choose Call, WhatsApp or E-mail.' }, 422);
    const lead = await contactOf(c.env.LEADS_DB, id);
    if (!lead) return leadPage(c, id, null, 404);
    const text = (f.text ?? '').trim().slice(0, 2000);
    const subject = (f.subject ?? '').trim().slice(0, 200);
    const links = contactLinks(lead, c.get('config').SITE_NAME);
    const phone = (lead.phone ?? '').replace(/\D/g, '');
    // One rule per link (reply-templates.ts): wa.me with the text typed or chosen, else the greeting;
    // mailto: with the subject and body (CRLF, RFC 6068) when a quick reply sends them.
    const url =
      via === 'phone'
        ? links.tel
        : via === 'whatsapp'
          ? text && phone
            ? whatsappLink(phone, text)
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

  return calls;
}
