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

/**
 * Each form city's state, as GST numbers states (the first two digits of a GSTIN): a proposal's
 * place of supply is its event city's state (docs/decisions/0047-gst-place-of-supply-and-receipts.md).
 * Delhi NCR counts as Delhi; 'other' and free text have none.
 */
export const GST_STATES: Record<string, { code: string; name: string }> = {
  '03': { code: '03', name: 'Punjab' },
  '04': { code: '04', name: 'Chandigarh' },
  '07': { code: '07', name: 'Delhi' },
  '08': { code: '08', name: 'Rajasthan' },
  '09': { code: '09', name: 'Uttar Pradesh' },
  '10': { code: '10', name: 'Bihar' },
  '19': { code: '19', name: 'West Bengal' },
  '23': { code: '23', name: 'Madhya Pradesh' },
  '24': { code: '24', name: 'Gujarat' },
  '27': { code: '27', name: 'Maharashtra' },
  '29': { code: '29', name: 'Karnataka' },
  '33': { code: '33', name: 'Tamil Nadu' },
  '36': { code: '36', name: 'Telangana' },
};
const CITY_STATE: Record<string, string> = {
  'delhi-ncr': '07',
  mumbai: '27',
  bangalore: '29',
  hyderabad: '36',
  chennai: '33',
  pune: '27',
  kolkata: '19',
  jaipur: '08',
  lucknow: '09',
  ahmedabad: '24',
  chandigarh: '04',
  prayagraj: '09',
  varanasi: '09',
  indore: '23',
  bhopal: '23',
  kanpur: '09',
  patna: '10',
  rewa: '23',
  ayodhya: '09',
  nagpur: '27',
  ludhiana: '03',
  noida: '09',
};
/** A city's GST state code ('jaipur' → '08'), or null for 'other' and free text. */
export const cityStateCode = (city: string): string | null => CITY_STATE[canonicalCity(city)] ?? null;
