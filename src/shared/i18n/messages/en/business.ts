import type { TopicForm } from '../../../vocabulary/forms';

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
  // {service}: its label in lower case (in Hindi: its Hindi name, src/worker/notices/ack-text.ts).
  'ack.askedService': '{service} photography',
  // The WhatsApp greeting (src/worker/inbox/view/format.ts contactLinks): {named} 'yes' with a name.
  'greeting.text': '{named, select, yes {Hello {name}} other {Hello there}}, this is {business} about {topic}.',
  'greeting.topic': 'your enquiry',
  'greeting.topicService': 'your enquiry for {service}',
  ...perForm,
} as const;
