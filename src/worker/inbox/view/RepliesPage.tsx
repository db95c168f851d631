import { formatNumber } from '../../../shared/vocabulary/money';
import { formatIndiaDateTime } from '../../../shared/india-time';
import { SERVICE_OPTIONS } from '../../../shared/site';
import type { StoredTemplate, TemplateAuditRow } from '../../data/replies';
import {
  REPLY_BODY_MAX,
  REPLY_CHANNEL_LABELS,
  REPLY_CHANNELS,
  REPLY_FORM_LABELS,
  REPLY_FORMS,
  REPLY_LANG_LABELS,
  REPLY_LANGS,
  REPLY_SUBJECT_MAX,
  REPLY_TITLE_MAX,
  type ReplyTemplate,
} from '../../data/reply-defaults';

const serviceName = (s: string) => (s ? (SERVICE_OPTIONS.find(([k]) => k === s)?.[1] ?? s) : 'Any service');
const AUDIT_WORDS: Record<string, string> = {
  edit: 'Edited',
  add: 'Added',
  reset: 'Reset to default',
  delete: 'Removed',
};
const PLACEHOLDERS =
  'Placeholders: {name}, {service}, {city} (shown as labels: "Wedding", "Delhi NCR"), {brand}, ' +
  "{sender} (who taps), {owner} (the lead's owner).";

/** /admin/replies: every template per form, with who changed what last. */
export function RepliesPage({ templates, audit }: { templates: StoredTemplate[]; audit: TemplateAuditRow[] }) {
  const byId = new Map(templates.map((t) => [t.id, t]));
  return (
    <>
      <p>
        The texts behind the quick replies on each lead's page. {PLACEHOLDERS}{' '}
        <a href="/admin/replies/new">Add a template</a>
      </p>
      {REPLY_FORMS.map((form) => {
        const mine = templates.filter((t) => t.form === form);
        if (!mine.length) return null;
        return (
          <section key={form} className="card" aria-labelledby={`replies-${form}`}>
            <h2 id={`replies-${form}`}>{REPLY_FORM_LABELS[form]}</h2>
            <ul className="list replies">
              {mine.map((t) => (
                <li key={t.id}>
                  <a href={`/admin/replies/${t.id}`} lang={t.lang}>
                    {t.title}
                  </a>
                  <p className="meta">
                    {REPLY_CHANNEL_LABELS[t.channel]} · {REPLY_LANG_LABELS[t.lang]} · {serviceName(t.service)} ·{' '}
                    {t.isDefault ? (t.edited ? 'Edited' : 'Default') : 'Added by the team'}
                    {t.updatedAt ? ` · ${t.updatedBy}, ${formatIndiaDateTime(t.updatedAt)}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section className="card" aria-labelledby="replies-history">
        <h2 id="replies-history">Latest changes</h2>
        {audit.length ? (
          <ul className="list">
            {audit.map((a) => (
              <li key={a.id}>
                <span className="meta">
                  {formatIndiaDateTime(a.at)} · {a.actor}
                </span>
                <br />
                {AUDIT_WORDS[a.action] ?? a.action}: {byId.get(a.template_id)?.title ?? a.template_id}
              </li>
            ))}
          </ul>
        ) : (
          <p>No changes yet: every template is as shipped.</p>
        )}
      </section>
    </>
  );
}

type Draft = Pick<ReplyTemplate, 'form' | 'service' | 'lang' | 'channel' | 'title' | 'subject' | 'body'>;

/** The edit form of one template (or a new one: `template` null), with reset / remove below. */
export function ReplyEditor({
  template,
  draft,
}: {
  template: StoredTemplate | null;
  /** What was typed (after a refusal), else the template's text. */
  draft?: Partial<Draft>;
}) {
  const v: Partial<Draft> = { ...template, ...draft };
  const action = template ? `/admin/replies/${template.id}` : '/admin/replies';
  const channel = v.channel ?? 'whatsapp';
  return (
    <>
      <p>
        <a href="/admin/replies">Back to the quick replies</a>
      </p>
      <section className="card" aria-labelledby="editor-h">
        <h2 id="editor-h">{template ? 'Edit the template' : 'A new template'}</h2>
        {template ? (
          <p className="meta">
            {REPLY_FORM_LABELS[template.form]} · {serviceName(template.service)} · {REPLY_LANG_LABELS[template.lang]}
            {' · '}
            {REPLY_CHANNEL_LABELS[template.channel]}
          </p>
        ) : null}
        <p id="placeholders">{PLACEHOLDERS}</p>
        <form method="post" action={action}>
          {template ? null : (
            <>
              <div className="field">
                <label htmlFor="r-form">Form</label>
                <select id="r-form" name="form" defaultValue={v.form ?? 'callback'}>
                  {REPLY_FORMS.map((f) => (
                    <option key={f} value={f}>
                      {REPLY_FORM_LABELS[f]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="r-service">Service</label>
                <select id="r-service" name="service" defaultValue={v.service ?? ''}>
                  <option value="">Any service</option>
                  {SERVICE_OPTIONS.map(([k, l]) => (
                    <option key={k} value={k}>
                      {l}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="r-lang">Language</label>
                <select id="r-lang" name="lang" defaultValue={v.lang ?? 'en'}>
                  {REPLY_LANGS.map((l) => (
                    <option key={l} value={l}>
                      {REPLY_LANG_LABELS[l]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="r-channel">Channel</label>
                <select id="r-channel" name="channel" defaultValue={channel}>
                  {REPLY_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {REPLY_CHANNEL_LABELS[c]}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
          <div className="field">
            <label htmlFor="r-title">Button text (at most {REPLY_TITLE_MAX} characters)</label>
            <input id="r-title" name="title" required maxLength={REPLY_TITLE_MAX} defaultValue={v.title ?? ''} />
          </div>
          {!template || channel === 'email' ? (
            <div className="field">
              <label htmlFor="r-subject">
                E-mail subject (at most {REPLY_SUBJECT_MAX} characters{template ? '' : '; e-mail only'})
              </label>
              <input id="r-subject" name="subject" maxLength={REPLY_SUBJECT_MAX} defaultValue={v.subject ?? ''} />
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="r-body">Text (at most {formatNumber(REPLY_BODY_MAX)} characters)</label>
            <textarea
              id="r-body"
              name="body"
              required
              rows={8}
              maxLength={REPLY_BODY_MAX}
              defaultValue={v.body ?? ''}
              aria-describedby="placeholders"
            />
          </div>
          <button type="submit">{template ? 'Save the template' : 'Add the template'}</button>
        </form>
        {template && (!template.isDefault || template.edited) ? (
          <form method="post" action={`/admin/replies/${template.id}/reset`}>
            <button type="submit" className="secondary">
              {template.isDefault ? 'Reset to the default text' : 'Remove this template'}
            </button>
          </form>
        ) : null}
      </section>
    </>
  );
}
