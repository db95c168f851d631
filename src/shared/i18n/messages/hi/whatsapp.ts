import type { whatsapp as en } from '../en/whatsapp';

export const whatsapp = {
  'whatsapp.optIn.callback': 'हाँ, {business} मेरे अनुरोध के बारे में मुझे WhatsApp पर संदेश भेज सकता है।',
  'whatsapp.optIn.partner': 'हाँ, {business} साझेदारी की मेरी पूछताछ के बारे में मुझे WhatsApp पर संदेश भेज सकता है।',
  'whatsapp.optIn.photographer': 'हाँ, {business} मेरे आवेदन के बारे में मुझे WhatsApp पर संदेश भेज सकता है।',
} satisfies Record<keyof typeof en, string>;
