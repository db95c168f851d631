/** Lead notifications (issue 20): chat webhook, e-mail, WhatsApp; reminders and a daily digest. */
export { plugin } from './jobs';
