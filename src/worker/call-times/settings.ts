import * as z from 'zod/mini';
import { int, optional, text, type SettingsGroup } from '../settings/zod';

/**
 * When the team calls (docs/operators.md#business-hours-and-call-times): the working days and
 * hours, India time, the holidays, and the call slots a visitor may pick after a callback request
 * (docs/product.md#choosing-a-call-time). The defaults are the contact page's hours (BUSINESS_HOURS,
 * src/shared/site.ts: Monday to Saturday, 10am - 7pm). Malformed: those defaults, no holidays.
 *
 *   BUSINESS_DAYS       weekdays, comma-separated: mon,tue,wed,thu,fri,sat
 *   BUSINESS_HOURS      opening and closing hour, 24-hour, India time: 10-19 (closing exclusive)
 *   BUSINESS_HOLIDAYS   India dates off, comma-separated: 2026-11-09,2026-12-25 (at most 100)
 *   CALL_SLOT_MINUTES   the length of one call slot: 30 (15 to 120, dividing an hour or whole hours)
 */
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const DEFAULT_DAYS = [1, 2, 3, 4, 5, 6];
export const DEFAULT_OPEN = 10;
export const DEFAULT_CLOSE = 19;
export const DEFAULT_SLOT_MINUTES = 30;

const days = z.pipe(
  text(
    /^\s*(sun|mon|tue|wed|thu|fri|sat)(\s*,\s*(sun|mon|tue|wed|thu|fri|sat))*\s*$/i,
    'must be weekdays like mon,tue,wed,thu,fri,sat',
  ),
  z.transform((v: string) =>
    [...new Set(v.split(',').map((d) => WEEKDAY_NAMES.indexOf(d.trim().toLowerCase() as 'mon')))].sort(),
  ),
);

const hours = z.pipe(
  text(/^\s*\d{1,2}\s*-\s*\d{1,2}\s*$/, 'must be opening and closing hours like 10-19'),
  z.pipe(
    z.transform((v: string) => {
      const [open, close] = v.split('-').map((n) => Number(n.trim())) as [number, number];
      return { open, close };
    }),
    z
      .object({ open: z.number(), close: z.number() })
      .check(
        z.refine((h) => h.open >= 0 && h.close <= 24 && h.open < h.close, 'must open before it closes, within 0-24'),
      ),
  ),
);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const holidays = z.pipe(
  z.string().check(z.maxLength(1200)),
  z.pipe(
    z.transform((v: string) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    z
      .array(text(DATE, 'must be India dates like 2026-12-25, comma-separated'))
      .check(z.maxLength(100, 'must list at most 100 dates')),
  ),
);

const slot = z.pipe(
  int(15, 120),
  z.number().check(z.refine((m) => 60 % m === 0 || m % 60 === 0, 'must divide an hour (15, 20, 30) or be whole hours')),
);

export const callTimesSchema = z.object({
  BUSINESS_DAYS: z._default(optional(days), DEFAULT_DAYS),
  BUSINESS_HOURS: z._default(optional(hours), { open: DEFAULT_OPEN, close: DEFAULT_CLOSE }),
  BUSINESS_HOLIDAYS: z._default(optional(holidays), []),
  CALL_SLOT_MINUTES: z._default(optional(slot), DEFAULT_SLOT_MINUTES),
});

export const callTimesSettings: SettingsGroup<typeof callTimesSchema> = {
  id: 'call-times',
  label: 'Business hours, holidays and call times',
  schema: callTimesSchema,
  // Always on: the defaults are the contact page's hours.
  on: () => true,
  whenInvalid: 'Monday to Saturday, 10am - 7pm India time, no holidays, 30-minute call slots',
};
