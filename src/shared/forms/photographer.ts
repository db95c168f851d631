import * as z from 'zod/mini';
import type { Translate } from '../i18n/translate';
import { EXPERIENCE_LEVELS } from '../lists';
import { MSG, formCity, isEmail, isWebUrl } from './common';
import { checkMobile, fail, text, validate } from './schema';

/**
 * The photographer application (/become-photographer), docs/product.md#photographer-application. Request fields: name,
 * email, mobileNumber (free 'tel' text, relayed as '+91…'), experience (one of EXPERIENCE_LEVELS, e.g.
 * 'Expert (5+ years)'), portfolio (an http(s) URL), city (a key of CITY_OPTIONS; 'other' needs customCity,
 * and the typed city is what is relayed), customCity, whyJoin, howDidYouKnow. All required.
 */
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface PhotographerValues {
  name: string;
  email: string;
  mobileNumber: string;
  experience: ExperienceLevel | '';
  portfolio: string;
  city: string;
  customCity: string;
  whyJoin: string;
  howDidYouKnow: string;
}

export const PHOTOGRAPHER_ORDER = [
  'name',
  'email',
  'mobileNumber',
  'experience',
  'portfolio',
  'city',
  'customCity',
  'whyJoin',
  'howDidYouKnow',
] as const;
const REQUIRED = [
  'name',
  'email',
  'mobileNumber',
  'experience',
  'portfolio',
  'city',
  'whyJoin',
  'howDidYouKnow',
] as const;

/** 'Expert (5+ years)', 'expert (5+ years)' or just 'Expert' → 'Expert (5+ years)'. */
function experienceLevel(value: string): ExperienceLevel | '' {
  const v = value.toLowerCase();
  return EXPERIENCE_LEVELS.find((l) => l.toLowerCase() === v || l.split(' (')[0]!.toLowerCase() === v) ?? '';
}

export const photographerSchema = z.pipe(
  z.object({
    name: text(100),
    email: text(254, false),
    mobileNumber: text(24, false),
    experience: text(40),
    portfolio: text(500, false),
    city: text(100),
    customCity: text(100),
    whyJoin: text(2000),
    howDidYouKnow: text(500),
  }),
  z.transform((v, ctx): PhotographerValues => {
    const { city, customCity } = formCity(v.city, v.customCity);
    const experience = experienceLevel(v.experience);
    const filled: Record<string, string> = { ...v, city, experience };

    for (const key of REQUIRED) if (!filled[key]) fail(ctx, key, MSG.required);
    if (v.email && !isEmail(v.email)) fail(ctx, 'email', MSG.email);
    const mobileNumber = checkMobile(ctx, v.mobileNumber);
    if (v.portfolio && !isWebUrl(v.portfolio)) fail(ctx, 'portfolio', MSG.url);
    if (city === 'other' && !customCity) fail(ctx, 'customCity', MSG.city);
    return {
      name: v.name,
      email: v.email,
      mobileNumber,
      experience,
      portfolio: v.portfolio,
      city,
      customCity,
      whyJoin: v.whyJoin,
      howDidYouKnow: v.howDidYouKnow,
    };
  }),
);

/** The form's rules, its messages worded by `t` (the page's language; at the endpoint the submission's). */
export function validatePhotographer(input: unknown, t: Translate) {
  return validate(photographerSchema, input, PHOTOGRAPHER_ORDER, t);
}

/**
 * The photographer payload (docs/product.md#lead-payloads): exactly these fields (city = the typed city for 'other').
 */
export interface PhotographerLead {
  timestamp: string;
  name: string;
  email: string;
  mobileNumber: string;
  experience: string;
  portfolio: string;
  city: string;
  whyJoin: string;
  howDidYouKnow: string;
}

export function photographerLead(v: PhotographerValues, timestamp: string): PhotographerLead {
  return {
    timestamp,
    name: v.name,
    email: v.email,
    mobileNumber: v.mobileNumber,
    experience: v.experience,
    portfolio: v.portfolio,
    city: v.city === 'other' ? v.customCity : v.city,
    whyJoin: v.whyJoin,
    howDidYouKnow: v.howDidYouKnow,
  };
}

export const EMPTY_PHOTOGRAPHER: PhotographerValues = {
  name: '',
  email: '',
  mobileNumber: '',
  experience: '',
  portfolio: '',
  city: '',
  customCity: '',
  whyJoin: '',
  howDidYouKnow: '',
};
