import { EmailMessage } from 'cloudflare:email';
import { createMimeMessage } from 'mimetext';
import { graphPost, whatsappTemplate, type GraphOriginSetting } from '../graph';
import type { SendResult } from '../outbox';

/**
 * The three channels' senders. Each call has a timeout (a slow channel holds up nothing but
 * itself) and returns an outcome the inbox can show: human-readable, never a secret (the
 * webhook URL is shown as its host; WhatsApp goes through the Graph client, which scrubs its
 * token). None of these channels takes an
 * idempotency key, so the outbox's claim-before-send is what keeps a notice from going twice.
 */
export const TIMEOUT_MS = 10_000;

const failure = (error: string, permanent = false): SendResult => ({
  ok: false,
  error,
  ...(permanent ? { permanent } : {}),
});
const reason = (e: unknown) =>
  e instanceof Error
    ? e.name === 'TimeoutError' || e.name === 'AbortError'
      ? `no answer in ${TIMEOUT_MS / 1000} s`
      : e.message
    : String(e);
/** A short, single-line excerpt of an answer, with `secret` blanked out wherever it appears. */
const excerpt = (text: string, secret?: string) =>
  (secret ? text.split(secret).join('[hidden]') : text).replace(/\s+/g, ' ').trim().slice(0, 200);

/** 4xx but 408/429: the request itself is wrong (a deleted webhook, a bad template); retrying cannot help. */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

// ── Chat webhook ─────────────────────────────────────────────────────────────────────────────
export async function sendWebhook(url: string, payload: unknown): Promise<SendResult> {
  const host = new URL(url).host;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    return failure(`chat webhook at ${host}: ${reason(e)}`);
  }
  const body = excerpt(await res.text().catch(() => ''), url);
  if (res.ok) return { ok: true, response: `HTTP ${res.status} from ${host}` };
  return {
    ...failure(`chat webhook at ${host}: HTTP ${res.status}${body ? ` ${body}` : ''}`, isPermanent(res.status)),
    response: `HTTP ${res.status} from ${host}`,
  };
}

// ── E-mail through Email Routing's send_email binding ───────────────────────────────────────
export interface Mail {
  from: string;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendEmail(binding: SendEmail | undefined, mail: Mail): Promise<SendResult> {
  if (!binding)
    return failure(
      'NOTIFY_EMAIL_TO is set but the send_email binding NOTIFY_EMAIL is missing (wrangler.toml [[send_email]])',
      true,
    );
  let message: EmailMessage;
  try {
    const mime = createMimeMessage();
    mime.setSender({ name: mail.fromName, addr: mail.from });
    mime.setRecipient(mail.to);
    mime.setSubject(mail.subject);
    mime.addMessage({ contentType: 'text/plain', data: mail.text });
    mime.addMessage({ contentType: 'text/html', data: mail.html });
    message = new EmailMessage(mail.from, mail.to, mime.asRaw());
  } catch (e) {
    return failure(`e-mail to ${mail.to} not built: ${reason(e)}`, true);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const sent = (await Promise.race([
      binding.send(message),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DOMException('timeout', 'TimeoutError')), TIMEOUT_MS);
      }),
    ])) as { messageId?: string } | undefined;
    return {
      ok: true,
      response: `accepted by Email Routing for ${mail.to}${sent?.messageId ? ` (${sent.messageId})` : ''}`,
    };
  } catch (e) {
    return failure(`e-mail to ${mail.to}: ${reason(e)}`);
  } finally {
    clearTimeout(timer);
  }
}

// ── WhatsApp Business Cloud API (a template message: the only way a business may start a chat) ──
export interface WhatsApp {
  phoneNumberId: string;
  token: string;
  template: string;
  /** The locale the template is sent in (the acknowledgement's: the lead's); else the name's own, else en. */
  language?: string;
  to: string;
  params: string[];
}

export async function sendWhatsApp(env: GraphOriginSetting, wa: WhatsApp): Promise<SendResult> {
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: wa.to,
    type: 'template',
    template: whatsappTemplate(wa.template, wa.params, wa.language),
  };
  // The one Graph client (../graph): the token in the Authorization header only, scrubbed from any answer.
  const r = await graphPost(env, `${wa.phoneNumberId}/messages`, wa.token, body);
  if (!r.ok) return { ...r, error: `WhatsApp to +${wa.to}: ${r.error}` };
  const id = (r.answer.messages as { id?: unknown }[] | undefined)?.[0]?.id;
  return {
    ok: true,
    response: `accepted by WhatsApp for +${wa.to}${typeof id === 'string' ? ` (${excerpt(id)})` : ''}`,
  };
}
