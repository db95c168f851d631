import { formatNumber } from '../../../shared/vocabulary/money';
import { cleanText } from '../../../shared/clean-text';
import { formatIndiaDateTime } from '../../../shared/india-time';
import type { Chat } from '../../data/chats';
import { REPLY_MAX, type ReplyMode } from '../../chats/reply';

/** A chat lead's WhatsApp conversation on its page (LeadPage.tsx), with the reply box. */
const STATUS_LABELS: Record<string, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** A chat lead's ad (Click-to-WhatsApp referral, JSON) as one line. */
function referralLine(json: string | null): string | null {
  if (!json) return null;
  try {
    const r = JSON.parse(json) as Record<string, string | null>;
    return cleanText(
      [
        r.source_type === 'ad' ? 'Click-to-WhatsApp ad' : `From a ${r.source_type ?? 'Meta'} post`,
        r.headline,
        r.source_url,
      ]
        .filter(Boolean)
        .join(' · '),
    );
  } catch {
    return null;
  }
}

/**
 * Who the chat is with: the number, or for someone who shared none (a WhatsApp username), their
 * username and business-scoped user id, which replies go to.
 */
function chatWho(chat: Chat): string {
  if (chat.waId) return `+${chat.waId}`;
  const user = [chat.username ? cleanText(chat.username) : null, chat.userId ? `user id ${chat.userId}` : null]
    .filter(Boolean)
    .join(', ');
  return `No phone number shared${user ? ` (WhatsApp ${user})` : ''}`;
}

/** The WhatsApp conversation, oldest first, and the reply box (no script: a plain POST form). */
export function Conversation({
  chat,
  reply,
  action,
  draft,
}: {
  chat: Chat;
  reply: ReplyMode;
  action: string;
  draft?: string | null;
}) {
  const ad = referralLine(chat.referral);
  return (
    <section className="card" aria-labelledby="chat-h">
      <h2 id="chat-h">WhatsApp conversation</h2>
      <p className="meta">
        {chatWho(chat)}
        {ad ? ` · ${ad}` : ''}
        {chat.tapCode ? ` · from the chat button (ref ${chat.tapCode})` : ''}
      </p>
      <ol className="list chat">
        {chat.messages.map((m) => (
          <li key={m.wamid} className={m.direction === 'in' ? 'in' : 'out'}>
            <p className="meta">
              {m.direction === 'in' ? 'Customer' : `Sent by ${m.author ?? 'the team'}`} · {formatIndiaDateTime(m.at)}
              {m.direction === 'out'
                ? ` · ${STATUS_LABELS[m.status ?? ''] ?? m.status ?? 'Sent'}` +
                  (m.error ? ` (${cleanText(m.error)})` : '')
                : ''}
            </p>
            <pre>{m.kind === 'template' ? `Template: ${cleanText(m.body)}` : cleanText(m.body)}</pre>
          </li>
        ))}
      </ol>
      <h3 id="reply-h">Reply on WhatsApp</h3>
      <p id="reply-why">
        {reply.why}
        {reply.mode === 'text' ? ` ${formatIndiaDateTime(reply.until)}.` : ''}
      </p>
      {reply.mode === 'text' ? (
        <form method="post" action={`${action}/whatsapp`}>
          <div className="field">
            <label htmlFor="reply">Message (at most {formatNumber(REPLY_MAX)} characters)</label>
            <textarea
              id="reply"
              name="body"
              maxLength={REPLY_MAX}
              required
              aria-describedby="reply-why"
              defaultValue={draft ?? undefined}
            />
          </div>
          <button type="submit">Send on WhatsApp</button>
        </form>
      ) : reply.mode === 'template' ? (
        <form method="post" action={`${action}/whatsapp`}>
          <button type="submit" aria-describedby="reply-why">
            Send the template "{reply.template}"
          </button>
        </form>
      ) : null}
    </section>
  );
}
