import type { seo as en } from '../en/seo';

export const seo = {
  'seo.place.heading': '{location} में {service}',
  'seo.place.titleTail': 'प्रोफ़ेशनल फ़ोटोग्राफ़र बुक करें',
  'seo.place.from': 'पैकेज {price} से शुरू।',
  'seo.place.lead': '{place, select, yes {{location} में } other {}}प्रोफ़ेशनल {service} बुक करें।',
  'seo.place.photography': 'फ़ोटोग्राफ़ी',
  'seo.place.keyLocationPhotographer': '{location} फ़ोटोग्राफ़र',
  'seo.place.keyPhotographerIn': '{location} में फ़ोटोग्राफ़र',
  'seo.place.keyPhotoshootIn': '{location} में फ़ोटोशूट',
  'seo.place.keyBest': '{location} के बेस्ट {service}',
  'seo.breadcrumb.home': 'होम',
  'seo.breadcrumb.services': 'सेवाएँ',
} satisfies Record<keyof typeof en, string>;
