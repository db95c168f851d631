import type * as z from 'zod/mini';
import { callTimesSettings } from '../call-times/settings';
import { chatSettings } from '../chats/settings';
import { conversionsSettings } from '../conversions/settings';
import { crewsSettings } from '../crews/settings';
import { graphSettings } from '../graph/settings';
import { accessSettings, salesSettings } from '../inbox/settings';
import { relaySettings, retentionSettings, retrySettings } from '../leads/settings';
import {
  ackSettings,
  CHANNEL_SETTINGS,
  emailSettings,
  scheduleSettings,
  webhookSettings,
  whatsappSettings,
} from '../notices/settings';
import { previewSettings } from '../preview/settings';
import { gstSettings, proposalSettings, razorpaySettings, upiSettings, visitorSettings } from '../proposals/settings';
import { qualitySettings } from '../quality/settings';
import type { PublicConfig } from '../../shared/public-config';
import { core, readCore } from './core';
import { readGroup, type SettingsGroup, type SettingsSchema } from './zod';

export { DEFAULT_SITE_NAME } from './core';

/**
 * The Worker's settings (docs/operators.md#configuration). Each concern owns and validates its
 * own, in a settings.ts beside its code; this module only gathers them. A malformed optional
 * setting turns its concern off (never the site), is logged once per isolate by name (never its
 * value: it may be a secret) and shows on the inbox's status page (/admin/status). A malformed
 * core setting (./core.ts) makes pages answer a plain error page; the lead endpoints still keep
 * every lead. Imports only settings modules: schemas, no behaviour.
 */

/** Every optional concern, in the status page's order. */
export const GROUPS = [
  relaySettings,
  retrySettings,
  retentionSettings,
  accessSettings,
  salesSettings,
  callTimesSettings,
  crewsSettings,
  previewSettings,
  qualitySettings,
  conversionsSettings,
  graphSettings,
  // The notice channels, one concern each (notices/settings.ts CHANNEL_SETTINGS).
  ...Object.values(CHANNEL_SETTINGS),
  scheduleSettings,
  ackSettings,
  chatSettings,
  proposalSettings,
  gstSettings,
  upiSettings,
  razorpaySettings,
  visitorSettings,
] as const satisfies readonly SettingsGroup<SettingsSchema, unknown>[];

/** Every schema, core first: what `npm run deploy` checks (scripts/deploy.mjs). */
export const ALL_SETTINGS = [core, ...GROUPS] as const;

type Out<C> = C extends SettingsGroup<infer S, infer Off> ? z.output<S> | Off : never;
type Both<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * The groups only the notices read (they read them themselves, notices/settings.ts): left out of
 * Config. Every other group of GROUPS is in it, so a concern's settings are one line of GROUPS.
 */
type NoticesOwn =
  | typeof webhookSettings
  | typeof emailSettings
  | typeof whatsappSettings
  | typeof scheduleSettings
  | typeof ackSettings;

/** The settings the request path and the queue side read (notices read their own: notices/settings.ts). */
export type Config = z.output<typeof core.schema> &
  // The inbox reads the push channel's public key and allowed origins (inbox/push.ts).
  Both<Out<Exclude<(typeof GROUPS)[number], NoticesOwn>>> & {
    siteUrl: string;
    demo: boolean;
    /** Malformed core settings ('NAME rule'); empty when the site can serve. */
    coreProblems: string[];
    /** Concerns turned off by a malformed setting: id → 'NAME rule'. */
    invalid: Partial<Record<GroupId, string>>;
  };

export type GroupId = (typeof GROUPS)[number]['id'];

export interface GroupStatus {
  id: string;
  label: string;
  state: 'on' | 'off' | 'invalid';
  /** With 'invalid': 'NAME rule' (names and rules only). */
  problem?: string;
  whenInvalid: string;
}

const cache = new WeakMap<object, Config>();

/**
 * The settings, read once per isolate (per env object). Never throws: a malformed setting is
 * logged once, by name, and its concern is off (`invalid`), or for a core one, `coreProblems`.
 */
export function getConfig(env: object): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const base = readCore(env);
  const values: Record<string, unknown> = { ...base.value };
  const invalid: Record<string, string> = {};
  for (const group of GROUPS) {
    const r = readGroup(group as SettingsGroup<SettingsSchema, unknown>, env);
    Object.assign(values, r.value);
    if (r.ok === false) invalid[group.id] = r.problem;
  }
  for (const p of base.problems) console.error(`Invalid configuration (core): ${p}. Pages answer 503; leads are kept.`);
  for (const group of GROUPS)
    if (invalid[group.id])
      console.error(`Invalid configuration (${group.id}): ${invalid[group.id]}. Off: ${group.whenInvalid}.`);
  const config = {
    ...values,
    siteUrl: base.value.SITE_URL.replace(/\/+$/, ''),
    demo: !base.value.SANITY_PROJECT_ID,
    coreProblems: base.problems,
    invalid,
  } as Config;
  cache.set(env, config);
  return config;
}

/** Each concern, on / off (not set) / off (invalid: NAME rule), core first: the inbox's status page. */
export function settingsStatus(env: object): GroupStatus[] {
  const config = getConfig(env);
  return [
    {
      id: core.id,
      label: core.label,
      state: config.coreProblems.length ? 'invalid' : 'on',
      ...(config.coreProblems.length ? { problem: config.coreProblems.join('; ') } : {}),
      whenInvalid: core.whenInvalid,
    },
    ...GROUPS.map((c): GroupStatus => {
      const problem = config.invalid[c.id];
      if (problem) return { id: c.id, label: c.label, state: 'invalid', problem, whenInvalid: c.whenInvalid };
      const r = readGroup(c as SettingsGroup<SettingsSchema, unknown>, env);
      return { id: c.id, label: c.label, state: r.on ? 'on' : 'off', whenInvalid: c.whenInvalid };
    }),
  ];
}

/** What pages and islands may see: never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    phone: config.SUPPORT_PHONE,
    email: config.SUPPORT_EMAIL,
  };
}
