import type { business as en } from '../en/business';

export const business = {
  'inbox.eventDate': 'कार्यक्रम {date}',
} satisfies Record<keyof typeof en, string>;
