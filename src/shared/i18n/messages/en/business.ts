/**
 * The business side's words said of a lead: the inbox's (an event date in the list and on the lead
 * page, src/worker/inbox/view/EventDate.tsx).
 */
export const business = {
  'inbox.eventDate': 'event {date}',
} as const;
