/**
 * Field builders shared by the schema types, so every image, slug and price field behaves the
 * same for editors. They return plain field definitions (not named types) on purpose: an image
 * stays `_type: "image"` and a slug `_type: "slug"`, exactly the shapes docs/editors.md#the-content-model fixes.
 */
import {
  defineArrayMember,
  defineField,
  getDraftId,
  getPublishedId,
  type Rule,
  type SlugValidationContext,
} from 'sanity';
import { PriceInput } from '../components/PriceInput';
import { LOCALE_ENGLISH_NAME, LOCALES } from '../../../src/shared/i18n/locales';

interface ImageOptions {
  /**
   * 'required': the page has nothing else to show; 'recommended' (default): a warning, the site
   * shows a placeholder; 'optional': the site has a natural fallback (e.g. YouTube's thumbnail).
   */
  presence?: 'required' | 'recommended' | 'optional';
  /** Alt text required when an image is set (content images); otherwise a warning when missing. */
  altRequired?: boolean;
  description?: string;
  group?: string;
}

const altField = (required: boolean) =>
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description:
      'Describe the photo for people who cannot see it (screen readers, slow connections). Example: "Bride and groom during the pheras at a Jaipur palace".',
    validation: (rule) => {
      const present = rule.custom((alt, context) => {
        const parent = context.parent as { asset?: unknown } | undefined;
        if (!parent?.asset || (typeof alt === 'string' && alt.trim())) return true;
        return 'Add a short description of the photo.';
      });
      return required ? present.error() : present.warning();
    },
  });

/** An image field with hotspot/crop and alt text. */
export function imageField(name: string, title: string, opts: ImageOptions = {}) {
  return defineField({
    name,
    title,
    type: 'image',
    group: opts.group,
    description: opts.description,
    options: { hotspot: true },
    fields: [altField(opts.altRequired ?? false)],
    validation: (rule) => {
      const presence = opts.presence ?? 'recommended';
      if (presence === 'required') return rule.required();
      return presence === 'recommended'
        ? rule.required().warning('Without a photo the site shows a placeholder.')
        : rule;
    },
  });
}

/** An array member image (galleries, carousels, inline body images): hotspot and alt text. */
export function imageMember(altRequired = false) {
  return defineArrayMember({
    type: 'image',
    options: { hotspot: true },
    fields: [altField(altRequired)],
  });
}

/** A gallery: a list of images; `min` is a warning only (the site falls back when it is short). */
export function galleryField(name: string, title: string, description: string, group?: string) {
  return defineField({
    name,
    title,
    type: 'array',
    group,
    description,
    of: [imageMember()],
    options: { layout: 'grid' },
  });
}

/**
 * The URL part of a page routed by slug: required and unique within its document type.
 * Required through a custom rule, not `rule.required()`: on an object type like slug, `required()`
 * also runs the rules of its `current` sub-field, so a missing slug showed Sanity's bare "Required"
 * twice (on `slug` and `slug.current`) beside this message. A slug present but empty is left to
 * Sanity's own slug check ("Slug must have a value"). Unique within its type and language: a
 * translation may keep its English document's slug (docs/decisions/0032-documents-per-language.md).
 */
export function slugField(source: string, pathPrefix: string) {
  return defineField({
    name: 'slug',
    title: 'Web address',
    type: 'slug',
    description: `The last part of the page address: ${pathPrefix}<slug>. Press "Generate" to build it from the ${source}; changing it later breaks old links.`,
    options: { source, maxLength: 96, isUnique: isUniqueInLanguage },
    validation: (rule) =>
      rule
        .custom((slug) =>
          slug == null ? `The page needs a web address: press "Generate" to build it from the ${source}.` : true,
        )
        .error(),
  });
}

/** No other document of the same type and language (none: English) has this slug. */
async function isUniqueInLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document } = context;
  if (!document) return true;
  const published = getPublishedId(document._id);
  const taken = await context.getClient({ apiVersion: '2025-02-19' }).fetch<number>(
    // This document's draft/published pair and release versions are the same document. Chained
    // filters: the offline checks' groq-js evaluates every side of `&&` for every document.
    `count(*[_type == $type][slug.current == $slug][coalesce(language, "en") == $language
      && !(_id in [$published, $draft]) && !(_id in path("versions.**"))])`,
    {
      type: document._type,
      slug,
      language: (document as { language?: string }).language ?? 'en',
      published,
      draft: getDraftId(published),
    },
  );
  return taken === 0;
}

/** A required title: the page or card would otherwise show nothing to click. */
export const requiredText = (rule: Rule) => rule.required();

/**
 * A price in whole paise (₹1 = 100 paise), as the site stores money: 4999900 is ₹49,999.
 * The input shows the rupee value the site will print, from the site's own formatter.
 */
export function priceField(name = 'price', title = 'Price (in paise)') {
  return defineField({
    name,
    title,
    type: 'number',
    description:
      'Whole paise: add two zeros to the rupee amount (₹49,999 → 4999900). Leave empty to show "Price on request".',
    components: { input: PriceInput },
    validation: (rule) => rule.integer().min(0).error('Enter whole paise, 0 or more (₹49,999 → 4999900).'),
  });
}

/** A list of short feature lines (package tiers, ad pricing, ad features). */
export function featuresField(
  name = 'features',
  title = 'Features',
  description = 'One line per feature, shown as a bullet list.',
) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'string' })],
  });
}

/** A featured flag: off for new documents. */
export function featuredField(description: string) {
  return defineField({ name: 'featured', title: 'Featured', type: 'boolean', description, initialValue: false });
}

/** Multi-paragraph text that follows the site's description rule (docs/product.md#display-rules). */
export const DESCRIPTION_RULE_HELP =
  'Separate paragraphs with a blank line. To show headed items, start a paragraph with "- Heading" on its first line and put its text on the next lines.';

/**
 * Inline marks every rich-text field offers, as the site's Portable Text renderer knows them:
 * bold, italic and links (http(s), mailto:, tel: or a page of this site; others are not rendered).
 */
export const RICH_TEXT_MARKS = {
  decorators: [
    { title: 'Bold', value: 'strong' },
    { title: 'Italic', value: 'em' },
  ],
  annotations: [
    {
      name: 'link',
      type: 'object',
      title: 'Link',
      fields: [
        defineField({
          name: 'href',
          type: 'url',
          title: 'Link address',
          description:
            'A full address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a page of this site (/services).',
          validation: (rule) =>
            rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
        }),
      ],
    },
  ],
};

/** '"en" (English) or "hi" (Hindi)': every language of the site. */
const CODES = LOCALES.map((l) => `"${l}" (${LOCALE_ENGLISH_NAME[l]})`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/**
 * The document's language, written by the document-internationalization plugin (studio/src/languages.ts):
 * a code of the site's languages ("en", "hi": src/shared/i18n/language-table.ts), or none on a
 * document made before translation, which the site reads as English
 * (docs/decisions/0032-documents-per-language.md). Hidden: editors choose a language from the
 * Translations menu, never by typing it.
 */
export function languageField() {
  return defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    description: `Set by the Translations menu: ${CODES}; empty means English.`,
    readOnly: true,
    hidden: true,
  });
}
