import type { common as en } from '../en/common';

export const common = {
  'language.switch': 'हिन्दी',
  'language.switchLabel': 'यह पेज हिन्दी में पढ़ें',
} satisfies Record<keyof typeof en, string>;
