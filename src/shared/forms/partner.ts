import * as z from 'zod/mini';
import type { Translate } from '../i18n/translate';
import { PARTNER_CATEGORIES } from '../lists';
import { MSG, isEmail } from './common';
import { checkMobile, fail, text, validate } from './schema';

/**
 * The partner application (/become-partner), docs/product.md#partner-application. Request fields: name, email,
 * mobileNumber (free 'tel' text, relayed as '+91…'), category (a PARTNER_CATEGORIES label, default
 * 'Influencer'; an unlisted value becomes 'Others' with that value as otherCategory),
 * otherCategory (only kept for 'Others', never required), businessName, whyPartner, howDidYouKnow.
 */
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export interface PartnerValues {
  name: string;
  email: string;
  mobileNumber: string;
  category: PartnerCategory;
  otherCategory: string;
  businessName: string;
  whyPartner: string;
  howDidYouKnow: string;
}

export const PARTNER_ORDER = [
  'name',
  'email',
  'mobileNumber',
  'category',
  'otherCategory',
  'businessName',
  'whyPartner',
  'howDidYouKnow',
] as const;
const REQUIRED = ['name', 'email', 'mobileNumber', 'businessName', 'whyPartner', 'howDidYouKnow'] as const;

export const partnerSchema = z.pipe(
  z.object({
    name: text(100),
    email: text(254, false),
    mobileNumber: text(24, false),
    category: text(100),
    otherCategory: text(100),
    businessName: text(150),
    whyPartner: text(2000),
    howDidYouKnow: text(500),
  }),
  z.transform((v, ctx): PartnerValues => {
    let category = PARTNER_CATEGORIES.find((c) => c.toLowerCase() === v.category.toLowerCase());
    let otherCategory = v.otherCategory;
    if (!category) {
      category = v.category ? 'Others' : 'Influencer';
      if (v.category) otherCategory ||= v.category;
    }
    if (category !== 'Others') otherCategory = '';

    for (const key of REQUIRED) if (!v[key]) fail(ctx, key, MSG.required);
    if (v.email && !isEmail(v.email)) fail(ctx, 'email', MSG.email);
    const mobileNumber = checkMobile(ctx, v.mobileNumber);
    return {
      name: v.name,
      email: v.email,
      mobileNumber,
      category,
      otherCategory,
      businessName: v.businessName,
      whyPartner: v.whyPartner,
      howDidYouKnow: v.howDidYouKnow,
    };
  }),
);

/** The form's rules, its messages worded by `t` (the page's language; at the endpoint the submission's). */
export function validatePartner(input: unknown, t: Translate) {
  return validate(partnerSchema, input, PARTNER_ORDER, t);
}

/** The partner payload (docs/product.md#lead-payloads): exactly these fields. */
export interface PartnerLead extends PartnerValues {
  timestamp: string;
}

export function partnerLead(v: PartnerValues, timestamp: string): PartnerLead {
  return {
    timestamp,
    name: v.name,
    email: v.email,
    mobileNumber: v.mobileNumber,
    category: v.category,
    otherCategory: v.otherCategory,
    businessName: v.businessName,
    whyPartner: v.whyPartner,
    howDidYouKnow: v.howDidYouKnow,
  };
}

export const EMPTY_PARTNER: PartnerValues = {
  name: '',
  email: '',
  mobileNumber: '',
  category: 'Influencer',
  otherCategory: '',
  businessName: '',
  whyPartner: '',
  howDidYouKnow: '',
};
