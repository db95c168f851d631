import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales';
import { REPLY_CHANNEL_LABELS, REPLY_LANG_LABELS, type ReplyChannel, type ReplyLang } from '../../data/reply-defaults';

/** One quick reply filled for the lead (../lead/quick-replies.ts quickRepliesOf). */
export interface QuickReply {
  id: string;
  lang: ReplyLang;
  channel: ReplyChannel;
  title: string;
  /** E-mail only. */
  subject: string;
  text: string;
  /** wa.me/<phone>?text=… or mailto:…?subject=…&body=… */
  href: string;
}

export interface QuickRepliesProps {
  leadId: string;
  replies: QuickReply[];
  /** The chat's reply box takes free text now: WhatsApp replies can also fill it (?reply=<id>). */
  fillsReplyBox: boolean;
  /** The lead's language: its replies are listed first (English by default). */
  first?: ReplyLang;
}

/**
 * The quick replies on the lead page (docs/sales.md "Quick replies"): the templates that fit the
 * lead, in every language of the site (the lead's language first), each one tap to WhatsApp or e-mail with the
 * lead's name, service and city filled in. No script: forms and links.
 */
export function QuickReplies({ leadId, replies, fillsReplyBox, first = DEFAULT_LOCALE }: QuickRepliesProps) {
  if (!replies.length) return null;
  const action = `/admin/leads/${leadId}`;
  return (
    <section className="quick-replies" aria-labelledby="quick-h">
      <h3 id="quick-h">Quick replies</h3>
      {[first, ...LOCALES.filter((l) => l !== first)].map((lang) => {
        const mine = replies.filter((r) => r.lang === lang);
        if (!mine.length) return null;
        return (
          <div key={lang} className="quick-replies__lang" lang={lang}>
            <h4 lang="en">{REPLY_LANG_LABELS[lang]}</h4>
            <ul className="quick-replies__list">
              {mine.map((r) => {
                const label = `${REPLY_CHANNEL_LABELS[r.channel]}: ${r.title}`;
                return (
                  <li key={r.id}>
                    <form method="post" action={`${action}/contact`} className="quick-reply">
                      <input type="hidden" name="via" value={r.channel} />
                      <input type="hidden" name="text" value={r.text} />
                      {r.channel === 'email' ? <input type="hidden" name="subject" value={r.subject} /> : null}
                      <button type="submit" className={r.channel === 'email' ? 'secondary' : undefined}>
                        {label}
                      </button>
                    </form>
                    {fillsReplyBox && r.channel === 'whatsapp' ? (
                      <a className="quick-reply__fill" href={`${action}?reply=${encodeURIComponent(r.id)}#reply`}>
                        Put in the reply box
                      </a>
                    ) : null}
                    <details>
                      <summary>Read the text</summary>
                      {r.channel === 'email' ? <p className="meta">Subject: {r.subject}</p> : null}
                      <pre>{r.text}</pre>
                    </details>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
