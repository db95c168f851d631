import type { Quality } from '../leads/quality';
import type { LeadEndpoint } from '../leads/types';
import type { Form } from '../../shared/vocabulary/forms';
import { disposableList, type AssetReader } from './disposable';
import { matchRules, type RuleContext } from './rules';
import { secretAccepted, secretRefused } from './problems';
import { siteverify } from './turnstile';
import { turnstileOn } from '../../shared/vocabulary/turnstile';
import type { qualitySchema } from './settings';
import type * as z from 'zod/mini';

export { ruleLabel, RULES } from './rules';

export { TOKEN_FIELD } from '../../shared/forms/turnstile-field';

type QualitySettings = Pick<
  z.output<typeof qualitySchema>,
  'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET_KEY' | 'TURNSTILE_VERIFY_URL' | 'TURNSTILE_TIMEOUT_MS'
>;

export interface Submission {
  form: Form;
  endpoint: LeadEndpoint;
  /** The payload, validated. */
  payload: Record<string, string>;
  /** The cf-turnstile-response field as sent (undefined: none). */
  token: unknown;
  /** The honeypot field was filled. */
  trapped: boolean;
  /** Over the per-contact rate limit, where that makes the lead spam (api/request.ts). */
  overContactRate?: string | null;
  eventId: string;
  remoteIp: string | null;
  /** SITE_URL's host: the only host a token may come from. */
  hostname: string;
  /** The static assets (env.ASSETS), where the spam rules' lists are read (./disposable.ts). */
  assets?: AssetReader;
  /** The lead database, where a Turnstile secret siteverify refuses is remembered (./problems.ts). */
  db?: D1Database;
}

export interface Judgement {
  quality: Extract<Quality, 'verified' | 'unverified' | 'spam' | 'unchecked'>;
  /**
   * Why (spam: the honeypot, Turnstile's codes, the rule; unverified: what was missing); null when
   * verified or unchecked.
   */
  reason: string | null;
}

/**
 * A submission's quality (docs/marketing.md "Lead quality"): spam when the honeypot is filled,
 * it is over the per-contact rate, a spam rule matches or Turnstile says no; otherwise, with
 * Turnstile on, verified for a token siteverify accepts and unverified when there is no token,
 * the token expired or was spent already (timeout-or-duplicate), siteverify does not answer, or it
 * refuses the site's own secret or request (named on /admin/status: the visitor is not to blame);
 * with Turnstile off, unchecked (today's path).
 */
export async function judge(
  s: Submission,
  settings: QualitySettings,
  fetcher?: typeof fetch,
  rules: typeof matchRules = matchRules,
): Promise<Judgement> {
  if (s.trapped) return { quality: 'spam', reason: 'honeypot filled' };
  if (s.overContactRate) return { quality: 'spam', reason: s.overContactRate };
  // A rule that cannot run (its list failed to load) decides nothing: the lead is never lost to it.
  const ctx: RuleContext = { disposableList: () => disposableList(s.assets) };
  const rule = await rules(s.endpoint, s.payload, ctx).catch((error: unknown) => {
    console.error('spam rules not run:', error instanceof Error ? error.message : error);
    return null;
  });
  if (rule) return { quality: 'spam', reason: rule };
  if (!turnstileOn(settings)) return { quality: 'unchecked', reason: null };
  const token = typeof s.token === 'string' ? s.token.trim() : '';
  if (!token) return { quality: 'unverified', reason: 'no Turnstile token' };
  const v = await siteverify(
    {
      secret: settings.TURNSTILE_SECRET_KEY!,
      token,
      idempotencyKey: s.eventId,
      remoteIp: s.remoteIp,
      hostname: s.hostname,
      action: s.form,
    },
    { url: settings.TURNSTILE_VERIFY_URL, timeoutMs: settings.TURNSTILE_TIMEOUT_MS, fetch: fetcher },
  );
  if (v.verdict === 'pass') {
    await secretAccepted(s.db);
    return { quality: 'verified', reason: null };
  }
  if (v.verdict === 'fail') return { quality: 'spam', reason: v.reason };
  if (v.verdict === 'misconfigured') await secretRefused(s.db, v.code);
  return { quality: 'unverified', reason: v.reason };
}
