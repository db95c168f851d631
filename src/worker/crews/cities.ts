import { CITY_OPTIONS } from '../../shared/site';
import { canonicalCity } from '../../shared/vocabulary/services';

/**
 * The cities that have crews: the vocabulary's (src/shared/vocabulary/services.ts, CITY_OPTIONS in
 * src/shared/site.ts) but 'other', which names no place. Their canonical values key crews_per_city,
 * crew_days and the feeds (migrations/0019_crews.sql).
 */
export const CREW_CITIES: ReadonlyArray<readonly [value: string, label: string]> = CITY_OPTIONS.filter(
  ([value]) => value !== 'other',
);
const VALUES = new Set(CREW_CITIES.map(([v]) => v));

/** A crew city's canonical value from its value, label or a known other name; null for any other text. */
export function crewCity(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const city = canonicalCity(raw.slice(0, 80));
  return VALUES.has(city) ? city : null;
}

/**
 * An ad's crew city: its location's (English), else the crew city its slug names as whole words
 * ('wedding-photographer-jaipur': a Hindi version's location is 'जयपुर', its slug the same); null
 * when neither names one (Goa).
 */
export function adCrewCity(location: string | null | undefined, slug: string): string | null {
  const found = crewCity(location);
  if (found) return found;
  const padded = `-${slug.toLowerCase()}-`;
  return CREW_CITIES.find(([value]) => padded.includes(`-${value}-`))?.[0] ?? null;
}
