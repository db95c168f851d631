import type { common as en } from '../en/common';

export const common = {
  'language.switch': 'Read in English',
  'language.switchLabel': 'यह पेज अंग्रेज़ी में पढ़ें',
} satisfies Record<keyof typeof en, string>;
