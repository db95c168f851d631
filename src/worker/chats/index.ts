/** WhatsApp chats as leads: the Cloud API webhook (/api/whatsapp). Loaded on that path only (app.tsx). */
export { whatsappWebhook } from './webhook';
