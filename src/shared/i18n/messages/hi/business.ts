import type { business as en } from '../en/business';

export const business = {
  'inbox.eventDate': 'कार्यक्रम {date}',
  'ack.asked': 'फ़ोटोग्राफ़ी',
  'ack.askedService': '{service}',
  // Two lines: prettier counts the vowel signs as no width and would join them past 120 characters.
  // prettier-ignore
  'greeting.text':
    '{named, select, yes {नमस्ते {name} जी} other {नमस्ते जी}}, {business} की ओर से {topic} के बारे में।',
  'greeting.topic': 'आपकी पूछताछ',
  'greeting.topicService': '{service} फ़ोटोग्राफ़ी के लिए आपकी पूछताछ',
  'ack.asked.partner': 'हमारे साथ साझेदारी',
  'ack.asked.photographer': 'हमारे साथ फ़ोटोग्राफ़र के रूप में जुड़ने',
  'greeting.topic.partner': 'साझेदारी के आपके आवेदन',
  'greeting.topic.photographer': 'फ़ोटोग्राफ़र के रूप में जुड़ने के आपके आवेदन',
} satisfies Record<keyof typeof en, string>;
