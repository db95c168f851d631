import { leadContact } from '../leads/contact';
import type { LeadEndpoint } from '../leads/types';

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
  test(endpoint: LeadEndpoint, payload: Record<string, string>): boolean | Promise<boolean>;
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

/** The disposable-domain list (the disposable-email-domains package) as its JSON text, loaded on first use only. */
let listText: Promise<string> | undefined;
const disposableList = () =>
  (listText ??= import('disposable-email-domains/index.json?raw').then(
    (m) => (m as { default: string }).default,
    (error: unknown) => {
      listText = undefined; // tried again by the next submission
      throw error;
    },
  ));

/** Whether an e-mail's domain, or a parent of it, is on the disposable list. */
export async function isDisposableDomain(email: string): Promise<boolean> {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9-]+$/.test(l))) return false;
  const text = await disposableList();
  for (let i = 0; i <= labels.length - 2; i++) if (text.includes(`"${labels.slice(i).join('.')}"`)) return true;
  return false;
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
    test: (endpoint, p) => {
      const { email } = leadContact(endpoint, p);
      return email ? isDisposableDomain(email) : false;
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
export async function matchRules(endpoint: LeadEndpoint, payload: Record<string, string>): Promise<string | null> {
  for (const rule of RULES) if (await rule.test(endpoint, payload)) return `rule: ${rule.name}`;
  return null;
}
