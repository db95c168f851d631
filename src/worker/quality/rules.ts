import { leadContact } from '../leads/contact';
import type { LeadEndpoint } from '../leads/types';
import { onDisposableList } from './disposable';

/**
 * The spam rules (docs/marketing.md "Lead quality"): each looks at a lead's payload and, when it
 * matches, names itself; the name is the reason the inbox's Spam view shows. A rule must never
 * catch a real enquiry: each has a test with a real-looking spam sample and a real-looking human
 * one it must pass (rules.test.ts). A lead a rule catches is kept, never lost ("Not spam" releases it).
 */
export interface SpamRule {
  name: string;
  /** What the Spam view says the rule saw. */
  label: string;
  test(endpoint: LeadEndpoint, payload: Record<string, string>, ctx: RuleContext): boolean | Promise<boolean>;
}

const NAME_FIELDS = ['firstName', 'lastName', 'name', 'city'];
const TEXT_FIELDS = ['firstName', 'lastName', 'name', 'city', 'businessName', 'message', 'whyPartner', 'whyJoin'];
const MESSAGE_FIELDS = ['message', 'whyPartner', 'whyJoin'];

/** A link or markup: a URL, a bare www. host, an HTML tag or entity, BBCode. */
const LINK_OR_MARKUP = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.|<\s*\/?\s*[a-z!][^>]*>|&[a-z]+;|&#\d+;|\[\/?(url|link|b)\b/i;
/** A host name written out: word.tld with a common spam TLD, or any scheme-less "name.com/path". */
const BARE_DOMAIN = /\b[a-z0-9-]{2,}\.(com|net|org|ru|xyz|top|info|biz|online|site|shop|click|io|co)(\/|\b)/i;
const URL = /\bhttps?:\/\/|\bwww\./gi;
/** Cyrillic letters: the site's visitors write English or an Indian script; bots often don't. */
const CYRILLIC = /[\u0400-\u04ff]{3,}/;

const values = (payload: Record<string, string>, fields: string[]) =>
  fields.map((f) => payload[f] ?? '').filter((v) => v.trim() !== '');

/** What a rule may read besides the lead: the lists kept outside the worker's code. */
export interface RuleContext {
  /** The disposable-domain list's JSON text, or null when it cannot be read now (./disposable.ts). */
  disposableList(): Promise<string | null>;
}

/** Whether an e-mail's domain, or a parent of it, is on the disposable list; false when the list cannot be read. */
export async function isDisposableDomain(email: string, ctx: RuleContext): Promise<boolean> {
  const list = await ctx.disposableList();
  return list !== null && onDisposableList(email, list);
}

export const RULES: readonly SpamRule[] = [
  {
    name: 'link-in-name',
    label: 'a link or markup in a name or city field',
    test: (_, p) => values(p, NAME_FIELDS).some((v) => LINK_OR_MARKUP.test(v) || BARE_DOMAIN.test(v)),
  },
  {
    name: 'disposable-email',
    label: 'a disposable (throwaway) e-mail address',
    // Fails open: without its list (not readable now) it matches nothing, and the other rules still run.
    test: (endpoint, p, ctx) => {
      const { email } = leadContact(endpoint, p);
      return email ? isDisposableDomain(email, ctx) : false;
    },
  },
  {
    name: 'many-links',
    label: 'three or more links in the message',
    test: (_, p) => values(p, MESSAGE_FIELDS).some((v) => (v.match(URL)?.length ?? 0) >= 3),
  },
  {
    name: 'cyrillic-text',
    label: 'text in Cyrillic letters',
    test: (_, p) => values(p, TEXT_FIELDS).some((v) => CYRILLIC.test(v)),
  },
];

export const ruleLabel = (name: string) => RULES.find((r) => r.name === name)?.label ?? name;

/** The first rule a lead matches ('rule: name'), or null. */
export async function matchRules(
  endpoint: LeadEndpoint,
  payload: Record<string, string>,
  ctx: RuleContext,
): Promise<string | null> {
  for (const rule of RULES) if (await rule.test(endpoint, payload, ctx)) return `rule: ${rule.name}`;
  return null;
}
