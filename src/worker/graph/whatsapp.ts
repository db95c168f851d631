/**
 * A WhatsApp Cloud API template message's `template` object, the one shape both senders use: the
 * team's notices (notices/send.ts) and the inbox's reply outside the 24-hour window (chats/reply.ts).
 * `template` is a name or name:language; `language` (a setting) wins over the name's own; neither: en.
 * The body's parameters are already clean (each sender's rule); without any, no `components` (a
 * template without variables).
 */
export function whatsappTemplate(template: string, params: readonly string[], language?: string) {
  const [name = '', suffix] = template.split(':');
  const head = { name, language: { code: language ?? suffix ?? 'en' } };
  if (!params.length) return head;
  return { ...head, components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] };
}
