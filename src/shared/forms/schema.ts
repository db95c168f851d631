import * as z from 'zod/mini';
import type { MessageKey } from '../i18n/messages/en';
import type { Translate } from '../i18n/translate';
import { MSG, normalizeMobile, word, type FieldErrors, type Problem, type Validation } from './common';

/**
 * The lead-form schemas' zod parts (docs/product.md#form-validation): request text fields, a rule's
 * failure, the application forms' mobile number, and `validate()`. Apart from the messages and rules
 * (./common.ts, no zod), so an island loads zod only when its form is first used: the callback form
 * imports its schema on the visitor's first touch of the form (src/shared/islands/CallbackForm.tsx).
 */

/**
 * A request text field: missing or null → '', a finite number → its digits (phones sent as
 * numbers), a string → trimmed and, for free text, capped at `max` characters. Anything else
 * (list, object, boolean) fails with MSG.type.
 */
export function text(max: number, cap = true) {
  return z.pipe(
    z.transform((v: unknown) => {
      if (v === undefined || v === null) return '';
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      if (typeof v === 'string') {
        const t = v.replace(/\u0000/g, '').trim();
        return cap ? t.slice(0, max) : t;
      }
      return v;
    }),
    z.string({ error: MSG.type }),
  );
}

/** Adds one rule failure to a transform's issues (path = the form field's name; message = its catalogue key). */
export function fail(ctx: z.core.ParsePayload, field: string, problem: MessageKey | Problem): void {
  const { key, country } = typeof problem === 'string' ? { key: problem, country: undefined } : problem;
  ctx.issues.push({ code: 'custom', message: key, path: [field], input: ctx.value, params: { country } });
}

/** The application forms' mobile number as relayed ('+919876543210'); a bad one adds its message to `ctx`. */
export function checkMobile(ctx: z.core.ParsePayload, raw: string): string {
  if (!raw) return raw;
  const m = normalizeMobile(raw);
  if ('error' in m) {
    fail(ctx, 'mobileNumber', m.error);
    return raw;
  }
  return m.value;
}

/**
 * Runs a form schema. Invalid → the first message (any missing required field first, as the
 * old forms checked required fields before anything else; then in field order) and each
 * field's own first message, worded by `t` (the page's language, or the submission's).
 */
export function validate<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  order: readonly string[],
  t: Translate,
): Validation<T> {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems: Record<string, Problem> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    const country = issue.code === 'custom' ? (issue.params?.country as string | undefined) : undefined;
    // The schemas' messages are validation keys (MSG above); each island's catalogue chunk holds
    // them all (src/build/island-keys.ts). i18n-keys: validation.
    problems[key] ??= { key: issue.message as MessageKey, ...(country ? { country } : {}) };
  }
  const keys = Object.keys(problems).sort((a, b) => rank(a, order) - rank(b, order));
  const required = keys.find((k) => problems[k]!.key === MSG.required);
  const first = required ?? keys[0] ?? '_';
  const fields: FieldErrors = {};
  for (const [k, problem] of Object.entries(problems)) fields[k] = wordOrAsIs(t, problem);
  return { ok: false, error: fields[first] ?? t(MSG.required), fields };
}

/** A schema's own message that is no catalogue key (none is expected) stays as zod wrote it. */
function wordOrAsIs(t: Translate, problem: Problem): string {
  try {
    return word(t, problem);
  } catch {
    return problem.key;
  }
}

const rank = (key: string, order: readonly string[]) => {
  const i = order.indexOf(key);
  return i === -1 ? order.length : i;
};
