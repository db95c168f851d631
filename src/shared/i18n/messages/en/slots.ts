/** Choosing a call time after a callback request (docs/product.md#choosing-a-call-time). */
export const slots = {
  'slots.title': 'When should we call you?',
  'slots.intro': 'Pick a time that suits you and our team will call you then. Times are India time.',
  'slots.group': 'Call times on {day}',
  'slots.notNow': 'Not now',
  'slots.saving': 'Saving your time...',
  'slots.confirmed': 'Your call is set for {time}.',
  'slots.confirmedNote': 'Our team will call you then.',
  'slots.continue': 'Continue browsing',
  'slots.error.token': 'This link to choose a call time is not valid. Your request is with us; we will call you.',
  'slots.error.expired': 'The time to choose a call has passed. Your request is with us; we will call you.',
  'slots.error.spent': 'A call time was already chosen for this request.',
  'slots.error.time': 'That time is not free any more. Please pick another.',
  'slots.error.failed': 'Your time could not be saved. Please try again.',
} as const;
