import * as z from 'zod/mini';

/**
 * The shared pieces of every concern's settings schema (docs/operators.md#configuration).
 * zod/mini, like the form schemas: classic zod would add ~130 KB to every isolate's startup.
 * Vars arrive as strings; an empty string means "not set". Imports nothing of the worker: the
 * deploy script (scripts/deploy.mjs) loads these modules under plain Node too.
 */
export const blankAsUnset = z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v));
export const optional = <T extends z.core.SomeType>(schema: T) => z.pipe(blankAsUnset, z.optional(schema));
export const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
export const text = (re: RegExp, message: string) => z.string().check(z.regex(re, message));
/** A whole number from a string var, within [min, max]. */
export const int = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
/** A comma-separated list of at most 20 items, each checked by `item`. */
export const list = (item: z.ZodMiniType<string, string>) =>
  z.pipe(
    blankAsUnset,
    z.optional(
      z.pipe(
        z.string().check(z.maxLength(2000)),
        z.pipe(
          z.transform((v: string) =>
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
          z.array(item).check(z.maxLength(20)),
        ),
      ),
    ),
  );
export const onOff = () => z._default(optional(z.enum(['on', 'off'])), 'on');

/** A concern's settings: one zod/mini object over the Worker vars it reads. */
export type SettingsSchema = z.ZodMiniObject<z.core.$ZodLooseShape>;

/**
 * One concern (or one channel of one): its settings, what "on" means, and what it does when a
 * setting is malformed. `off` is the value used then (default: every setting unset).
 */
export interface SettingsGroup<S extends SettingsSchema = SettingsSchema, Off = z.output<S>> {
  /** Short id, e.g. 'conversions'. */
  id: string;
  /** What the status page calls it. */
  label: string;
  schema: S;
  /** On with these values (else "off (not set)"). */
  on: (value: z.output<S>) => boolean;
  /** What a malformed setting does, in a few words (status page, docs). */
  whenInvalid: string;
  off?: Off;
}

/** A concern read from the vars: its values, or the off values and the reason (never a value). */
export type Reading<S extends SettingsSchema = SettingsSchema, Off = z.output<S>> =
  { ok: true; value: z.output<S>; on: boolean } | { ok: false; value: z.output<S> | Off; on: false; problem: string };

/** The bad settings of a failed parse, each 'NAME rule' (the first rule it breaks): never a value. */
export function problemsOf(error: z.core.$ZodError): string[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '?');
    if (!seen.has(name)) seen.set(name, `${name} ${issue.message}`);
  }
  return [...seen.values()];
}

/** Reads one concern's settings; never throws. */
export function readGroup<S extends SettingsSchema, Off>(group: SettingsGroup<S, Off>, env: object): Reading<S, Off> {
  const parsed = group.schema.safeParse(env);
  if (parsed.success) return { ok: true, value: parsed.data, on: group.on(parsed.data) };
  return {
    ok: false,
    value: group.off !== undefined ? group.off : (group.schema.parse({}) as z.output<S>),
    on: false,
    problem: problemsOf(parsed.error).join('; '),
  };
}

/** Checks vars against concerns' schemas: each malformed setting as 'NAME rule' (for `npm run deploy`). */
export function problemsIn(concerns: readonly SettingsGroup<SettingsSchema, unknown>[], vars: object): string[] {
  return concerns.flatMap((c) => {
    const r = c.schema.safeParse(vars);
    return r.success ? [] : problemsOf(r.error);
  });
}
