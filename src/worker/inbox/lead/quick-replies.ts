import type { Context } from 'hono';
import type { LeadDetail } from '../../data/lead-detail';
import { listTemplates } from '../../data/replies';
import { teamNames } from '../../data/team';
import type { InboxEnv } from '../guard';
import { fillTemplate, mailtoLink, replyFormOf, templatesFor, type ReplyValues } from '../reply-templates';
import { cityInText, serviceInText, serviceKey } from '../../../shared/vocabulary/services';
import { phoneDigits, whatsappHref } from '../../../shared/vocabulary/phone';
import type { QuickRepliesProps, QuickReply } from '../view/QuickReplies';
import { leadLanguage } from '../../../shared/i18n/lead-language';

/** The lead page's part of the quick replies (docs/sales.md "Quick replies"; the editor: replies/routes.tsx). */
type C = Context<InboxEnv>;

/**
 * The quick replies of a lead, filled: the templates that fit its form and service, for the
 * contact it has (WhatsApp needs a phone, e-mail an address). `draftId`: a template asked for by
 * ?reply=<id>, whose WhatsApp text the chat's reply box then holds.
 */
export async function quickRepliesOf(
  c: C,
  lead: LeadDetail,
  opts: { fillsReplyBox: boolean; draftId?: string | null },
): Promise<{ props: QuickRepliesProps; draft: string | null }> {
  const db = c.env.LEADS_DB;
  const actor = c.get('actor');
  const [templates, names] = await Promise.all([listTemplates(db), teamNames(db)]);
  const owner = lead.owner;
  // A member signs with their Team page name, else their e-mail's local part ('priya.k@…' → 'Priya K').
  const signName = (email: string) =>
    names.get(email.toLowerCase()) ||
    (email.includes('@')
      ? email
          .split('@')[0]!
          .split(/[._-]+/)
          .filter(Boolean)
          .map((w) => w[0]!.toUpperCase() + w.slice(1))
          .join(' ')
      : '');
  const values: ReplyValues = {
    name: lead.name,
    service: serviceInText(lead.service),
    city: cityInText(lead.city),
    brand: c.get('config').SITE_NAME,
    sender: signName(actor),
    owner: owner ? signName(owner) || owner : null,
  };
  const phone = phoneDigits(lead.phone);
  // A Book-now's service as the form sent it (the payload), before any mapping to a canonical value.
  const sent = (() => {
    try {
      const v = (JSON.parse(lead.payload ?? '{}') as Record<string, unknown>).service;
      return typeof v === 'string' ? v : '';
    } catch {
      return '';
    }
  })();
  const form = replyFormOf({ form: lead.form, service: sent || lead.service, page_url: lead.page_url });
  const first = leadLanguage(lead.language);
  const fit = templatesFor(templates, form, serviceKey(lead.service) || serviceKey(sent), first).filter((t) =>
    t.channel === 'whatsapp' ? !!phone : !!lead.email,
  );
  const filled: QuickReply[] = fit.map((t) => {
    const text = fillTemplate(t.body, t.lang, values);
    const subject = t.channel === 'email' ? fillTemplate(t.subject, t.lang, values) : '';
    return {
      id: t.id,
      lang: t.lang,
      channel: t.channel,
      title: t.title,
      subject,
      text,
      href: t.channel === 'whatsapp' ? whatsappHref(phone, text) : mailtoLink(lead.email!, subject, text),
    };
  });
  const draft =
    opts.fillsReplyBox && opts.draftId
      ? (filled.find((r) => r.id === opts.draftId && r.channel === 'whatsapp')?.text ?? null)
      : null;
  return {
    props: { leadId: lead.lead_id, replies: filled, fillsReplyBox: opts.fillsReplyBox, first },
    draft,
  };
}
