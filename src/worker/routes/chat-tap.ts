import { consentState } from '../../shared/attribution/consent';
import { translate } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { whatsappHref } from '../../shared/vocabulary/phone';
import { readAttribution } from '../attribution/cookies';
import { newTapCode, recordTap, type Tap } from '../data/taps';
import { sourcePage } from '../request/facts';
import type { AppContext } from '../app-env';

/**
 * GET /go/whatsapp (docs/marketing.md "Chat taps", docs/operators.md): every chat link on the site
 * comes here (src/shared/public-config.ts chatHref). It answers at once with a redirect to WhatsApp,
 * the greeting ending with a new reference code, `(ref K7Q2MX)`, and records the tap after the
 * answer (waitUntil: the redirect never waits on D1, and a D1 failure only loses the row): the
 * page it came from and the visitor's attribution as the cookies hold it, click ids only with
 * marketing consent (data/taps.ts). More than the rate limiter's taps a minute from one IP are not
 * recorded (still redirected). A plain link: no JavaScript involved. Loaded on this path only.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
const MAX_PATH = 300;

/**
 * The greeting a tap's chat opens with, in the language of the page it came from (a /hi/ page's
 * chat opens in Hindi); the reference code keeps its form in every language (src/worker/chats/inbound.ts).
 */
export const tapGreeting = (code: string, locale: Locale = DEFAULT_LOCALE) =>
  `${translate(locale)('chat.greeting')} (ref ${code})`;

/** A path on this site, or null: `from` when it is one, else the Referer's (request/facts.ts sourcePage). */
export const tapPage = (c: AppContext): string | null => sourcePage(c)?.pathname.slice(0, MAX_PATH) ?? null;

export async function chatTap(c: AppContext): Promise<Response> {
  const config = c.get('config');
  const code = newTapCode();
  const page = tapPage(c);
  if (c.req.method === 'GET') {
    const choice = c.get('consent');
    const tap: Tap = {
      code,
      at: new Date().toISOString(),
      pagePath: page,
      attribution: readAttribution(c),
      consent: consentState(choice),
      // Kept only with marketing consent (data/taps.ts): a chat lead's Meta website event needs it.
      browser: {
        clientIp: c.req.header('cf-connecting-ip')?.slice(0, 64) ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 400) ?? null,
      },
    };
    const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
    const db = c.env.LEADS_DB;
    const limiter = c.env.RATE_LIMITER;
    c.executionCtx.waitUntil(
      (async () => {
        try {
          if (limiter && !(await limiter.limit({ key: `${ip}|chat-tap` })).success) return;
        } catch (error) {
          console.error('rate limiter unavailable:', error instanceof Error ? error.message : error);
        }
        await recordTap(db, tap);
      })().catch((error: unknown) =>
        console.error('chat tap not recorded:', error instanceof Error ? error.message : error),
      ),
    );
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: whatsappHref(config.SUPPORT_PHONE, tapGreeting(code, c.get('locale'))),
      ...PRIVATE,
    },
  });
}
