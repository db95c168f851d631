/**
 * Site chrome: the language switch. Each language's catalogue names the link TO it, in its own
 * language (the header shows it with that `lang`, src/worker/render/LanguageSwitch.tsx).
 */
export const common = {
  'language.switch': 'English',
  'language.switchLabel': 'Read this page in English',
} as const;
