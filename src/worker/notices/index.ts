/** Lead notifications (docs/sales.md#notices): chat webhook, e-mail, WhatsApp; reminders and a daily digest. */
export { plugin } from './jobs';
