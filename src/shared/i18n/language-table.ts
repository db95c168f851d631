/**
 * The site's languages, one row each: all the code knows of a language
 * (docs/developers.md#adding-a-language). The first row is the default language, served at the root;
 * every other is served under its code as a path prefix (docs/decisions/0031-languages-by-path.md).
 * Everything else follows from this table (src/shared/i18n/locales.ts derives the list, the `Locale`
 * type and each per-language record) or is content: the language's catalogue folder
 * src/shared/i18n/messages/<code>/ (found by its name, src/shared/i18n/messages/index.ts) and its
 * documents in the Studio. Data only, so a test adds a row by mocking this module alone
 * (tests/unit/third-language.test.ts).
 */
export interface Language {
  /** ISO 639-1 code: the path prefix, a document's `language`, a lead's language. */
  readonly code: string;
  /** BCP 47 tag: `<html lang>`, hreflang, Intl formatting (dates, numbers, ₹ with Indian grouping). */
  readonly tag: string;
  /** Open Graph's `og:locale`. */
  readonly og: string;
  /** The language's own name, as its speakers write it (the language switch, the Studio). */
  readonly name: string;
  /** Its name in English (the inbox, the team's notices, the reports). */
  readonly english: string;
}

export const LANGUAGE_TABLE = [
  { code: 'en', tag: 'en-IN', og: 'en_IN', name: 'English', english: 'English' },
  { code: 'hi', tag: 'hi-IN', og: 'hi_IN', name: 'हिन्दी', english: 'Hindi' },
] as const satisfies readonly [Language, ...Language[]];
