/**
 * The site's languages in the Studio (docs/decisions/0032-documents-per-language.md): one document
 * per language with @sanity/document-internationalization, joined by its `translation.metadata`
 * documents. The languages are the site's own (src/shared/i18n/locales.ts): a third language is one
 * row of src/shared/i18n/language-table.ts. A document without `language` is English.
 */
import { documentInternationalization } from '@sanity/document-internationalization';
import { DEFAULT_LOCALE, LOCALE_NAME, LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { SINGLETON_TYPES } from './schemaTypes';

export const LANGUAGES = LOCALES.map((id) => ({ id, title: LOCALE_NAME[id] }));
/** The languages a document is translated into (every one but English). */
export const TRANSLATION_LOCALES = LOCALES.filter((id) => id !== DEFAULT_LOCALE);

/** Every document type a page shows, in its own language (authors and categories are shown as written). */
export const TRANSLATED_TYPES = [
  'service',
  'package',
  'portfolio',
  'photographer',
  'city',
  'post',
  'faq',
  'testimonial',
  'certificate',
  'targetedAd',
  'seo',
  ...SINGLETON_TYPES,
] as const;

/** A singleton's fixed id in a language: the English one keeps the type as its id (existing datasets), `about-hi`. */
export const singletonId = (type: string, locale: Locale) => (locale === DEFAULT_LOCALE ? type : `${type}-${locale}`);

const singletons = new Set<string>(SINGLETON_TYPES);

export const languagesPlugin = documentInternationalization({
  supportedLanguages: LANGUAGES,
  schemaTypes: [...TRANSLATED_TYPES],
  languageField: 'language',
  weakReferences: true,
  // Singletons are one fixed-id document per language, opened from the menu (structure.ts): no
  // translation made from their Translations menu, which would get a random id.
  hideLanguageFilter: (ctx) => singletons.has(ctx.schemaType),
});
