import { formatNumber } from '../../shared/vocabulary/money';
import { cleanText } from '../../shared/clean-text';
import {
  DEFAULT_BY_ID,
  DEFAULT_TEMPLATES,
  REPLY_BODY_MAX,
  REPLY_CHANNELS,
  REPLY_FORMS,
  REPLY_LANGS,
  REPLY_SUBJECT_MAX,
  REPLY_TITLE_MAX,
  type ReplyTemplate,
} from './reply-defaults';
import { SERVICE_OPTIONS } from '../../shared/site';
import { schemaFirst } from './schema';
import { LOCALE_ENGLISH_NAME, LOCALES } from '../../shared/i18n/locales';

/** 'English or Hindi': the site's languages (src/shared/i18n/language-table.ts), for the message. */
const english = LOCALES.map((l) => LOCALE_ENGLISH_NAME[l]);
const LANGUAGE_NAMES = english.length > 1 ? `${english.slice(0, -1).join(', ')} or ${english.at(-1)}` : english[0];

/**
 * Quick replies as the team keeps them (migrations/0011: reply_templates, reply_template_audit):
 * the defaults of ../inbox/reply-templates.ts with the team's edits over them, and the templates
 * they added. Every change writes its audit row in the same batch.
 */

export interface StoredTemplate extends ReplyTemplate {
  /** A default's id ('callback-general-en-whatsapp') or an added one's ('added-…'). */
  isDefault: boolean;
  /** A default the team changed (reset brings the default back). */
  edited: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

interface Row extends ReplyTemplate {
  updated_by: string;
  updated_at: string;
}

export const listTemplates = schemaFirst(async function listTemplates(db: D1Database): Promise<StoredTemplate[]> {
  const { results } = await db.prepare('SELECT * FROM reply_templates ORDER BY updated_at, id').all<Row>();
  const rows = new Map(results.map((r) => [r.id, r]));
  const stored = (t: ReplyTemplate, r: Row | undefined, isDefault: boolean): StoredTemplate => ({
    ...(r
      ? {
          id: r.id,
          form: r.form,
          service: r.service,
          lang: r.lang,
          channel: r.channel,
          title: r.title,
          subject: r.subject,
          body: r.body,
        }
      : t),
    isDefault,
    edited: isDefault && !!r,
    updatedBy: r?.updated_by ?? null,
    updatedAt: r?.updated_at ?? null,
  });
  return [
    ...DEFAULT_TEMPLATES.map((t) => stored(t, rows.get(t.id), true)),
    ...results.filter((r) => !DEFAULT_BY_ID.has(r.id)).map((r) => stored(r, r, false)),
  ];
});

export type TemplateInput = Pick<ReplyTemplate, 'form' | 'service' | 'lang' | 'channel' | 'title' | 'subject' | 'body'>;

/** Text as kept: the one text rule (no control, bidi or zero-width characters), CRLF as LF, trimmed. */
const tidy = (s: unknown) =>
  cleanText(typeof s === 'string' ? s.replace(/\r\n?/g, '\n') : '')
    .replace(/[ \t]+$/gm, '')
    .trim();

/** The form's fields checked: the template, or the first thing wrong in words the page shows. */
export function checkTemplate(
  fields: Record<string, string>,
  fixed?: Pick<ReplyTemplate, 'form' | 'service' | 'lang' | 'channel'>,
): { ok: true; value: TemplateInput } | { ok: false; message: string } {
  const form = fixed?.form ?? fields.form ?? '';
  const service = fixed?.service ?? fields.service ?? '';
  const lang = fixed?.lang ?? fields.lang ?? '';
  const channel = fixed?.channel ?? fields.channel ?? '';
  if (!(REPLY_FORMS as readonly string[]).includes(form))
    return { ok: false, message: 'Form: choose one of the list.' };
  if (service && !SERVICE_OPTIONS.some(([k]) => k === service))
    return { ok: false, message: 'Service: choose one of the list, or any service.' };
  if (!(REPLY_LANGS as readonly string[]).includes(lang)) return { ok: false, message: `Language: ${LANGUAGE_NAMES}.` };
  if (!(REPLY_CHANNELS as readonly string[]).includes(channel))
    return { ok: false, message: 'Channel: WhatsApp or e-mail.' };
  const title = tidy(fields.title).replace(/\s+/g, ' ');
  const subject = channel === 'email' ? tidy(fields.subject).replace(/\s+/g, ' ') : '';
  const body = tidy(fields.body);
  if (!title) return { ok: false, message: 'Button text: write a few words.' };
  if (title.length > REPLY_TITLE_MAX)
    return { ok: false, message: `Button text: at most ${REPLY_TITLE_MAX} characters (this has ${title.length}).` };
  if (channel === 'email' && !subject) return { ok: false, message: 'Subject: an e-mail needs one.' };
  if (subject.length > REPLY_SUBJECT_MAX)
    return { ok: false, message: `Subject: at most ${REPLY_SUBJECT_MAX} characters (this has ${subject.length}).` };
  if (!body) return { ok: false, message: 'Text: write the message.' };
  if (body.length > REPLY_BODY_MAX)
    return {
      ok: false,
      message: `Text: at most ${formatNumber(REPLY_BODY_MAX)} characters ` + `(this has ${formatNumber(body.length)}).`,
    };
  return {
    ok: true,
    value: {
      form: form as ReplyTemplate['form'],
      service,
      lang: lang as ReplyTemplate['lang'],
      channel: channel as ReplyTemplate['channel'],
      title,
      subject,
      body,
    },
  };
}

const snapshot = (t: Pick<ReplyTemplate, 'title' | 'subject' | 'body'> | null | undefined) =>
  t ? JSON.stringify({ title: t.title, subject: t.subject, body: t.body }) : null;

function audit(
  db: D1Database,
  id: string,
  action: string,
  actor: string,
  before: string | null,
  after: string | null,
  at: string,
) {
  return db
    .prepare(
      `INSERT INTO reply_template_audit (template_id, action, actor, before, after, at)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(id, action, actor, before, after, at);
}

const upsert = (db: D1Database, id: string, t: TemplateInput, actor: string, at: string) =>
  db
    .prepare(
      `INSERT INTO reply_templates (id, form, service, lang, channel, title, subject, body, updated_by, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
      ON CONFLICT (id) DO UPDATE SET title = ?6, subject = ?7, body = ?8, updated_by = ?9, updated_at = ?10`,
    )
    .bind(id, t.form, t.service, t.lang, t.channel, t.title, t.subject, t.body, actor, at);

/** Saves a template's text (a default or an added one). 'same': nothing changed; null: no such template. */
export const saveTemplate = schemaFirst(async function saveTemplate(
  db: D1Database,
  id: string,
  input: Pick<ReplyTemplate, 'title' | 'subject' | 'body'>,
  actor: string,
  now: Date,
): Promise<'saved' | 'same' | null> {
  const current = (await listTemplates(db)).find((t) => t.id === id);
  if (!current) return null;
  if (current.title === input.title && current.subject === input.subject && current.body === input.body) return 'same';
  const at = now.toISOString();
  const next = { ...current, ...input };
  await db.batch([
    upsert(db, id, next, actor, at),
    audit(db, id, 'edit', actor, snapshot(current), snapshot(next), at),
  ]);
  return 'saved';
});

/** Adds a template of the team's own; returns its id. */
export const addTemplate = schemaFirst(async function addTemplate(
  db: D1Database,
  input: TemplateInput,
  actor: string,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const id = `added-${crypto.randomUUID().slice(0, 8)}`;
  await db.batch([upsert(db, id, input, actor, at), audit(db, id, 'add', actor, null, snapshot(input), at)]);
  return id;
});

/**
 * A default back to its shipped text, or an added template removed: the row goes, the audit keeps
 * what it said. 'same': a default not edited; null: no such template.
 */
export const resetTemplate = schemaFirst(async function resetTemplate(
  db: D1Database,
  id: string,
  actor: string,
  now: Date,
): Promise<'reset' | 'deleted' | 'same' | null> {
  const current = (await listTemplates(db)).find((t) => t.id === id);
  if (!current) return null;
  if (current.isDefault && !current.edited) return 'same';
  const at = now.toISOString();
  const action = current.isDefault ? 'reset' : 'delete';
  await db.batch([
    db.prepare('DELETE FROM reply_templates WHERE id = ?1').bind(id),
    audit(db, id, action, actor, snapshot(current), current.isDefault ? snapshot(DEFAULT_BY_ID.get(id)) : null, at),
  ]);
  return current.isDefault ? 'reset' : 'deleted';
});

export interface TemplateAuditRow {
  id: number;
  template_id: string;
  action: string;
  actor: string;
  before: string | null;
  after: string | null;
  at: string;
}

/** The latest changes to the templates, newest first. */
export const templateAudit = schemaFirst(async function templateAudit(
  db: D1Database,
  limit = 20,
): Promise<TemplateAuditRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM reply_template_audit ORDER BY at DESC, id DESC LIMIT ?1')
    .bind(limit)
    .all<TemplateAuditRow>();
  return results;
});
