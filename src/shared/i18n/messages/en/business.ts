import type { TopicForm } from '../../../vocabulary/forms';
import type { SERVICE_OPTIONS } from '../../../site';

type Service = Exclude<(typeof SERVICE_OPTIONS)[number], readonly ['other', string]>;
/**
 * The acknowledgement's words of a service ({service} of `ack.askedService`): its label in lower
 * case (src/shared/site.ts SERVICE_OPTIONS), held to it by the compiler.
 */
const services = {
  'ack.service.baby': 'baby',
  'ack.service.corporate': 'corporate',
  'ack.service.engagement': 'engagement',
  'ack.service.family': 'family',
  'ack.service.maternity': 'maternity',
  'ack.service.personal': 'personal',
  'ack.service.prewedding': 'pre-wedding',
  'ack.service.travel': 'travel',
  'ack.service.wedding': 'wedding',
} as const satisfies { [S in Service as `ack.service.${S[0]}`]: Lowercase<S[1]> };

/**
 * The business side's words said of a lead: the inbox's (an event date in the list and on the lead
 * page, src/worker/inbox/view/EventDate.tsx) and what the team's messages to the visitor say they
 * asked about (docs/sales.md "What the visitor is sent", "Language and WhatsApp opt-in"): the
 * acknowledgement's {{2}} (src/worker/notices/ack-text.ts askedFor) and the WhatsApp greeting's
 * topic (src/worker/inbox/view/format.ts greetingTopic). A form that is its own topic (its row's
 * `topic: 'form'`, src/shared/vocabulary/form-table.ts) has its words under its name, held to the
 * table by the compiler; every other lead is said by its service, else by the general words.
 */
const perForm = {
  'ack.asked.partner': 'a partnership with us',
  'ack.asked.photographer': 'joining us as a photographer',
  'greeting.topic.partner': 'your partner application',
  'greeting.topic.photographer': 'your application to join as a photographer',
} as const satisfies Record<`ack.asked.${TopicForm}` | `greeting.topic.${TopicForm}`, string>;

export const business = {
  'inbox.eventDate': 'event {date}',
  // A booking paid past its total (src/worker/data/overpaid.ts): the proposal's Balance card
  // (src/worker/inbox/proposal/balance.tsx) and /admin/status (src/worker/inbox/status/routes.tsx).
  'inbox.overpaid': 'Overpaid: {amount} more than the total. Refund it to the visitor.',
  'inbox.overpaidPayment': '{amount} received on {date} after the total was paid (payment {id})',
  'inbox.overpaidTitle': 'Overpaid bookings to refund',
  'inbox.overpaidBooking': '{name}: {amount} paid more than the total of proposal {proposal}',
  'inbox.overpaidNone': 'None.',
  // A booking whose every payment was refunded in Razorpay's dashboard, not cancelled
  // (docs/decisions/0055-refunds-made-in-razorpays-dashboard.md): /admin/status.
  'inbox.refundedTitle': 'Bookings refunded in Razorpay, not cancelled',
  'inbox.refundedBooking': '{name}: all {amount} paid for proposal {proposal} refunded in Razorpay; not cancelled',
  'ack.asked': 'photography',
  // {service}: its `ack.service.<key>` words (src/worker/notices/ack-text.ts askedFor).
  'ack.askedService': '{service} photography',
  // {{3}} of the acknowledgement (ack-text.ts callTime, chosenTime): {time} Intl's India clock time
  // ('4:30'), {part} the part of the day (morning until noon, afternoon until 4 pm, evening);
  // {days} from today, {weekday} Intl's name of the day.
  'ack.time': '{time} {part, select, morning {am} other {pm}}',
  'ack.day': '{days, plural, =0 {today} =1 {tomorrow} other {on {weekday}}}',
  'ack.callBy': 'by {time} {day}',
  'ack.callAt': 'at {time} {day}',
  ...services,
  // The WhatsApp greeting (src/worker/inbox/view/format.ts contactLinks): {named} 'yes' with a name.
  'greeting.text': '{named, select, yes {Hello {name}} other {Hello there}}, this is {business} about {topic}.',
  'greeting.topic': 'your enquiry',
  'greeting.topicService': 'your enquiry for {service}',
  ...perForm,
} as const;
