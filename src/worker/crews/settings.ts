import * as z from 'zod/mini';
import { int, optional, type SettingsGroup } from '../settings/zod';

/**
 * Crews and dates (docs/operators.md#crews-and-dates, docs/sales.md#crews-and-dates):
 *
 *   DEFAULT_CREWS_PER_CITY   crews that can shoot on one day in a city whose number the Team page
 *                            has not set: 2 if unset (0 to 50). Malformed: 2, and named on /admin/status.
 */
/** The crews a city has when neither the Team page nor DEFAULT_CREWS_PER_CITY names a number. */
export const FALLBACK_CREWS = 2;

export const crewsSchema = z.object({
  DEFAULT_CREWS_PER_CITY: z._default(optional(int(0, 50)), FALLBACK_CREWS),
});

export const crewsSettings: SettingsGroup<typeof crewsSchema> = {
  id: 'crews',
  label: 'Crews per city (dates, availability)',
  schema: crewsSchema,
  // Always on: the default is 2 crews a city.
  on: () => true,
  whenInvalid: `${FALLBACK_CREWS} crews a day in every city without its own number`,
};
