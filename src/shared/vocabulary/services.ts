/**
 * Services and cities: their canonical values (src/shared/site.ts SERVICE_OPTIONS and CITY_OPTIONS'
 * keys, what lead_pipeline keeps) and how each is named.
 */
import { formCity } from '../booking-prefill';
import { cleanText } from '../clean-text';
import { CITY_OPTIONS, SERVICE_OPTIONS } from '../site';

const SERVICE_LABELS = new Map<string, string>(SERVICE_OPTIONS);
const CITY_LABELS = new Map<string, string>(CITY_OPTIONS);

/** 'wedding' → 'Wedding'; a value that is no known service as stored ('' → ''). */
export const serviceLabel = (value: string): string => SERVICE_LABELS.get(value) ?? value;
/** 'delhi-ncr' → 'Delhi NCR'; a custom city as stored. */
export const cityLabel = (value: string): string => CITY_LABELS.get(value) ?? value;

/**
 * lead_pipeline.service as its form's field shows it: a callback's service by its label; the
 * application forms keep a category or an experience level there, shown as given.
 */
export const serviceValue = (form: string, value: string): string =>
  form === 'callback' ? serviceLabel(value) : value;

/** Lower-case letters and digits only: 'Pre-Wedding' and 'pre wedding' read alike. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Words a Book-now title adds to a service's name ("Wedding Photography", "Baby Shoot"). */
const GENERIC =
  /(photography|photographer|photoshoot|photos|photo|shoots|shoot|sessions|session|packages|package|events|event)+$/;
const SERVICES = new Map<string, string>(
  SERVICE_OPTIONS.flatMap(([key, label]) => [
    [squash(key), key],
    [squash(label), key],
  ]),
);
const SERVICE_KEYS = new Set<string>(SERVICE_OPTIONS.map(([k]) => k));
/** Text as stored when it is no known value: trimmed, inner whitespace as one space. */
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * A service as its canonical value (SERVICE_OPTIONS' key): the key or label in any case, or a
 * Book-now title that names a service ("Wedding Photography" → 'wedding'); anything else as given
 * (tidied). One rule for acceptance and the list's filter.
 */
export function canonicalService(raw: string): string {
  const s = squash(raw);
  return SERVICES.get(s) ?? SERVICES.get(s.replace(GENERIC, '')) ?? leadingService(raw) ?? tidy(raw);
}

/** A Book-now package title's service: the words before its first dash ("Wedding Photography - Gold"). */
function leadingService(raw: string): string | undefined {
  const head = squash(raw.split(/\s[-–—:|]\s/)[0] ?? '');
  return head && head !== squash(raw) ? (SERVICES.get(head) ?? SERVICES.get(head.replace(GENERIC, ''))) : undefined;
}

/**
 * A city as its canonical value (CITY_OPTIONS' key): key, label or a known other name ('Bengaluru',
 * 'Gurugram'), any case, by the booking dialog's rule (src/shared/booking-prefill.ts formCity);
 * anything else as given (tidied).
 */
export function canonicalCity(raw: string): string {
  if (squash(raw) === 'other') return 'other';
  const city = formCity(raw);
  return city && !city.customCity ? city.city : tidy(raw);
}

/**
 * The canonical service of a stored value: a key ('wedding'), a label ('Pre-wedding') or a
 * Book-now's title that names one ('Wedding Photography - Gold' → wedding); '' otherwise.
 */
export function serviceKey(stored: string | null | undefined): string {
  const key = canonicalService(stored ?? '');
  return SERVICE_KEYS.has(key) ? key : '';
}

/**
 * A stored service as a sentence names it (the quick replies): by its label, whatever form it was
 * stored in; unknown text as it is, cleaned; 'other' names none ('').
 */
export const serviceInText = (stored: string | null | undefined): string => {
  const key = serviceKey(stored);
  if (key === 'other') return '';
  return key ? serviceLabel(key) : cleanText(stored ?? '').trim();
};
/** A stored city as a sentence names it: by its label; 'other' names none (''); free text as it is. */
export const cityInText = (stored: string | null | undefined): string => {
  const v = cleanText(stored ?? '').trim();
  return !v || v === 'other' ? '' : cityLabel(v);
};
