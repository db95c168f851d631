import type { business as en } from '../en/business';

export const business = {
  'inbox.eventDate': 'कार्यक्रम {date}',
  'inbox.overpaid': 'ज़्यादा भुगतान: कुल राशि से {amount} अधिक मिले। यह राशि ग्राहक को लौटाएँ।',
  'inbox.overpaidPayment': 'कुल राशि चुकने के बाद {date} को {amount} मिले (भुगतान {id})',
  'inbox.overpaidTitle': 'ज़्यादा भुगतान वाली बुकिंग, लौटाने के लिए',
  'inbox.overpaidBooking': '{name}: प्रस्ताव {proposal} की कुल राशि से {amount} अधिक मिले',
  'inbox.overpaidNone': 'कोई नहीं।',
  'inbox.refundedTitle': 'Razorpay में लौटाई गई बुकिंग, रद्द नहीं की गईं',
  'inbox.refundedBooking': '{name}: प्रस्ताव {proposal} के पूरे {amount} Razorpay में लौटाए गए; बुकिंग रद्द नहीं हुई',
  'ack.asked': 'फ़ोटोग्राफ़ी',
  'ack.askedService': '{service}',
  'ack.time': '{part, select, morning {सुबह} afternoon {दोपहर} other {शाम}} {time} बजे',
  'ack.day': '{days, plural, =0 {आज} =1 {कल} other {{weekday}}}',
  'ack.callBy': '{day} {time} तक',
  'ack.callAt': '{day} {time}',
  'ack.service.baby': 'बेबी फ़ोटोग्राफ़ी',
  'ack.service.corporate': 'कॉर्पोरेट फ़ोटोग्राफ़ी',
  'ack.service.engagement': 'सगाई की फ़ोटोग्राफ़ी',
  'ack.service.family': 'फ़ैमिली फ़ोटोग्राफ़ी',
  'ack.service.maternity': 'मैटरनिटी फ़ोटोग्राफ़ी',
  'ack.service.personal': 'पर्सनल फ़ोटोशूट',
  'ack.service.prewedding': 'प्री-वेडिंग शूट',
  'ack.service.travel': 'ट्रैवल फ़ोटोग्राफ़ी',
  'ack.service.wedding': 'वेडिंग फ़ोटोग्राफ़ी',
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
