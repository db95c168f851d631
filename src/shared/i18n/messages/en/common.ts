/** Site chrome: the language switch. */
export const common = {
  'language.switch': 'हिन्दी में पढ़ें',
  'language.switchLabel': 'Read this page in Hindi',
} as const;
