import { CITY_OPTIONS } from './site';

export type CityKey = (typeof CITY_OPTIONS)[number][0];

/** A few common other spellings of the form cities (content writes city names freely). */
const ALIASES: Record<string, CityKey> = {
  delhi: 'delhi-ncr',
  'new-delhi': 'delhi-ncr',
  ncr: 'delhi-ncr',
  gurgaon: 'delhi-ncr',
  gurugram: 'delhi-ncr',
  bengaluru: 'bangalore',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  allahabad: 'prayagraj',
  banaras: 'varanasi',
  benares: 'varanasi',
};

const normalise = (text: string) =>
  text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The callback form's city for a city name as written in content (an ad's location):
 * a listed city selects its key ('Jaipur' → jaipur, 'Delhi NCR' → delhi-ncr); any other city
 * selects 'other' and fills the custom city with the name ('Goa' → other + 'Goa').
 */
export function formCity(name: string | null | undefined): { city: CityKey; customCity?: string } | null {
  const text = (name ?? '').trim();
  if (!text) return null;
  const key = normalise(text);
  const listed = CITY_OPTIONS.find(([k, label]) => k !== 'other' && (k === key || normalise(label) === key));
  if (listed) return { city: listed[0] };
  if (ALIASES[key]) return { city: ALIASES[key]! };
  return { city: 'other', customCity: text };
}

/**
 * The booking dialog's prefill as data attributes, next to `bookingLink(service, city)`:
 * `data-city-key` (the form's city key) and, for an unlisted city, `data-custom-city`.
 */
export function cityPrefillAttrs(name: string | null | undefined): Record<string, string> {
  const prefill = formCity(name);
  if (!prefill) return {};
  return { 'data-city-key': prefill.city, ...(prefill.customCity ? { 'data-custom-city': prefill.customCity } : {}) };
}
