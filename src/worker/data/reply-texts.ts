/**
 * The default quick-reply texts (./reply-defaults.ts makes the templates from them): per form, in
 * English and Hindi, for WhatsApp and e-mail, and per service beside the forms' general ones.
 * Placeholders: ./reply-defaults.ts.
 */
import type { ReplyChannel, ReplyForm, ReplyLang } from './reply-shape';

export type Text = { title: string; subject: string; body: string };
export type Pair = Record<ReplyChannel, Text>;

const EN_SIGN = '\n\nRegards,\n{sender}\n{brand}';
const HI_SIGN = '\n\nसादर,\n{sender}\n{brand}';

export const DEFAULTS: Record<ReplyForm, Record<ReplyLang, Pair>> = {
  callback: {
    en: {
      whatsapp: {
        title: 'Thanks, when can we call?',
        subject: '',
        body:
          'Hello {name}, this is {sender} from {brand}. Thank you for your enquiry about {service} ' +
          'photography in {city}. When would be a good time to call you?',
      },
      email: {
        title: 'Thanks, when can we call?',
        subject: 'Your {service} photography enquiry with {brand}',
        body:
          `Hello {name},\n\nThank you for your enquiry about {service} photography in {city}. We ` +
          `would like to understand your plans and suggest the right photographer. When would be a ` +
          `good time to call you?${EN_SIGN}`,
      },
    },
    hi: {
      whatsapp: {
        title: 'धन्यवाद, कब बात करें?',
        subject: '',
        body:
          'नमस्ते {name} जी, मैं {brand} से {sender}। {city} में {service} फ़ोटोग्राफ़ी के लिए ' +
          'आपकी पूछताछ के लिए धन्यवाद। कृपया बताएँ, आपसे बात करने का सही समय कौन-सा रहेगा?',
      },
      email: {
        title: 'धन्यवाद, कब बात करें?',
        subject: '{brand} के साथ आपकी {service} फ़ोटोग्राफ़ी पूछताछ',
        body:
          `नमस्ते {name} जी,\n\n{city} में {service} फ़ोटोग्राफ़ी के लिए आपकी पूछताछ के लिए ` +
          `धन्यवाद। हम आपकी योजना समझकर आपके लिए सही फ़ोटोग्राफ़र सुझाना चाहेंगे। कृपया बताएँ, ` +
          `आपसे बात करने का सही समय कौन-सा रहेगा?${HI_SIGN}`,
      },
    },
  },
  booking: {
    en: {
      whatsapp: {
        title: 'Booking: confirm date and venue',
        subject: '',
        body:
          'Hello {name}, this is {sender} from {brand}. Thank you for choosing us for your ' +
          '{service} shoot in {city}. Could you share the date and the venue, so we can confirm ' +
          'the photographer and the package?',
      },
      email: {
        title: 'Booking: confirm date and venue',
        subject: 'Your {service} booking with {brand}',
        body:
          `Hello {name},\n\nThank you for choosing {brand} for your {service} shoot in {city}. ` +
          `Could you share the date and the venue? We will then confirm the photographer and the ` +
          `package with you.${EN_SIGN}`,
      },
    },
    hi: {
      whatsapp: {
        title: 'बुकिंग: तारीख़ और स्थान',
        subject: '',
        body:
          'नमस्ते {name} जी, मैं {brand} से {sender}। {city} में अपने {service} शूट के लिए हमें ' +
          'चुनने का धन्यवाद। कृपया तारीख़ और स्थान बताएँ, ताकि हम फ़ोटोग्राफ़र और पैकेज पक्का कर ' +
          'सकें।',
      },
      email: {
        title: 'बुकिंग: तारीख़ और स्थान',
        subject: '{brand} के साथ आपकी {service} बुकिंग',
        body:
          `नमस्ते {name} जी,\n\n{city} में अपने {service} शूट के लिए {brand} को चुनने का धन्यवाद। ` +
          `कृपया तारीख़ और स्थान बताएँ, फिर हम आपके साथ फ़ोटोग्राफ़र और पैकेज पक्का ` +
          `करेंगे।${HI_SIGN}`,
      },
    },
  },
  partner: {
    en: {
      whatsapp: {
        title: 'Partnership: a short call',
        subject: '',
        body:
          'Hello {name}, this is {sender} from {brand}. Thank you for your interest in partnering ' +
          'with us. Could we set up a short call this week to understand your business?',
      },
      email: {
        title: 'Partnership: a short call',
        subject: 'Partnering with {brand}',
        body:
          `Hello {name},\n\nThank you for your interest in partnering with {brand}. We would like ` +
          `to understand your business and how we can work together. Could we set up a short call ` +
          `this week?${EN_SIGN}`,
      },
    },
    hi: {
      whatsapp: {
        title: 'साझेदारी: एक छोटी कॉल',
        subject: '',
        body:
          'नमस्ते {name} जी, मैं {brand} से {sender}। हमारे साथ साझेदारी में रुचि दिखाने के लिए ' +
          'धन्यवाद। क्या इस सप्ताह आपके व्यवसाय को समझने के लिए एक छोटी कॉल रख सकते हैं?',
      },
      email: {
        title: 'साझेदारी: एक छोटी कॉल',
        subject: '{brand} के साथ साझेदारी',
        body:
          `नमस्ते {name} जी,\n\n{brand} के साथ साझेदारी में रुचि दिखाने के लिए धन्यवाद। हम आपके ` +
          `व्यवसाय को और साथ मिलकर काम करने के तरीक़ों को समझना चाहेंगे। क्या इस सप्ताह एक छोटी ` +
          `कॉल रख सकते हैं?${HI_SIGN}`,
      },
    },
  },
  photographer: {
    en: {
      whatsapp: {
        title: 'Application received',
        subject: '',
        body:
          'Hello {name}, this is {sender} from {brand}. Thank you for applying to join our ' +
          'photographers in {city}. We are looking at your portfolio and will call you to talk ' +
          'about the next steps.',
      },
      email: {
        title: 'Application received',
        subject: 'Your application to {brand}',
        body:
          `Hello {name},\n\nThank you for applying to join the photographers of {brand} in {city}. ` +
          `We are looking at your portfolio and will call you to talk about the next ` +
          `steps.${EN_SIGN}`,
      },
    },
    hi: {
      whatsapp: {
        title: 'आवेदन मिल गया',
        subject: '',
        body:
          'नमस्ते {name} जी, मैं {brand} से {sender}। {city} में हमारे फ़ोटोग्राफ़रों से जुड़ने के ' +
          'आवेदन के लिए धन्यवाद। हम आपका पोर्टफ़ोलियो देख रहे हैं और आगे की बात के लिए आपको कॉल ' +
          'करेंगे।',
      },
      email: {
        title: 'आवेदन मिल गया',
        subject: '{brand} में आपका आवेदन',
        body:
          `नमस्ते {name} जी,\n\n{city} में {brand} के फ़ोटोग्राफ़रों से जुड़ने के आवेदन के लिए ` +
          `धन्यवाद। हम आपका पोर्टफ़ोलियो देख रहे हैं और आगे की बात के लिए आपको कॉल ` +
          `करेंगे।${HI_SIGN}`,
      },
    },
  },
  whatsapp: {
    en: {
      whatsapp: {
        title: 'Thanks for your message',
        subject: '',
        body:
          'Hello {name}, this is {sender} from {brand}. Thank you for your message. Which occasion ' +
          'would you like photographed, and in which city?',
      },
      email: {
        title: 'Thanks for your message',
        subject: 'Your message to {brand}',
        body:
          `Hello {name},\n\nThank you for your message on WhatsApp. Which occasion would you like ` +
          `photographed, and in which city? We will suggest the right photographer.${EN_SIGN}`,
      },
    },
    hi: {
      whatsapp: {
        title: 'संदेश के लिए धन्यवाद',
        subject: '',
        body:
          'नमस्ते {name} जी, मैं {brand} से {sender}। आपके संदेश के लिए धन्यवाद। कृपया बताएँ, आप ' +
          'किस अवसर की फ़ोटोग्राफ़ी चाहते हैं और किस शहर में?',
      },
      email: {
        title: 'संदेश के लिए धन्यवाद',
        subject: '{brand} को आपका संदेश',
        body:
          `नमस्ते {name} जी,\n\nWhatsApp पर आपके संदेश के लिए धन्यवाद। कृपया बताएँ, आप किस अवसर की ` +
          `फ़ोटोग्राफ़ी चाहते हैं और किस शहर में? हम आपके लिए सही फ़ोटोग्राफ़र सुझाएँगे।${HI_SIGN}`,
      },
    },
  },
};

/** Per-service defaults beside the forms' general ones (the wedding enquiry, the busiest). */
export const SERVICE_DEFAULTS: Array<{ form: ReplyForm; service: string; text: Record<ReplyLang, Pair> }> = [
  {
    form: 'callback',
    service: 'wedding',
    text: {
      en: {
        whatsapp: {
          title: 'Wedding: date and venue',
          subject: '',
          body:
            'Hello {name}, this is {sender} from {brand}. Congratulations on the wedding! Thank ' +
            'you for your enquiry about wedding photography in {city}. Could you share the dates, ' +
            'the venue and the functions you would like covered? Then we can suggest photographers ' +
            'and packages.',
        },
        email: {
          title: 'Wedding: date and venue',
          subject: 'Your wedding photography enquiry with {brand}',
          body:
            `Hello {name},\n\nCongratulations on the wedding, and thank you for your enquiry about ` +
            `wedding photography in {city}. Could you share the dates, the venue and the functions ` +
            `you would like covered (haldi, mehendi, sangeet, the wedding, the reception)? We will ` +
            `then suggest photographers and packages.${EN_SIGN}`,
        },
      },
      hi: {
        whatsapp: {
          title: 'शादी: तारीख़ और स्थान',
          subject: '',
          body:
            'नमस्ते {name} जी, मैं {brand} से {sender}। शादी की हार्दिक बधाई! {city} में {service} ' +
            'फ़ोटोग्राफ़ी के लिए आपकी पूछताछ के लिए धन्यवाद। कृपया शादी की तारीख़ें, स्थान और ' +
            'कौन-कौन से कार्यक्रम कवर करने हैं, बताएँ, ताकि हम फ़ोटोग्राफ़र और पैकेज सुझा सकें।',
        },
        email: {
          title: 'शादी: तारीख़ और स्थान',
          subject: '{brand} के साथ आपकी शादी की फ़ोटोग्राफ़ी पूछताछ',
          body:
            `नमस्ते {name} जी,\n\nशादी की हार्दिक बधाई, और {city} में {service} फ़ोटोग्राफ़ी के ` +
            `लिए आपकी पूछताछ के लिए धन्यवाद। कृपया शादी की तारीख़ें, स्थान और कौन-कौन से कार्यक्रम ` +
            `(हल्दी, मेहंदी, संगीत, शादी, रिसेप्शन) कवर करने हैं, बताएँ। फिर हम फ़ोटोग्राफ़र और ` +
            `पैकेज सुझाएँगे।${HI_SIGN}`,
        },
      },
    },
  },
];
