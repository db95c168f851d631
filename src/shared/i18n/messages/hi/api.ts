import type { api as en } from '../en/api';

export const api = {
  'api.rate': 'बहुत सारे अनुरोध एक साथ आ गए। कृपया एक मिनट रुककर दोबारा कोशिश करें।',
  // Prettier measures Devanagari narrower than the 120-character rule counts it.
  // prettier-ignore
  'api.contactRate':
    'यह फ़ोन नंबर या ईमेल अभी-अभी कई बार भेजा गया है। ' +
    'कृपया एक मिनट रुकें; आपका अनुरोध हमें मिल चुका है।',
  'api.unavailable': 'अभी हम आपका अनुरोध नहीं ले पा रहे हैं। कृपया कुछ मिनट बाद दोबारा कोशिश करें।',
  'api.conflict': 'यह अनुरोध पहले ही दूसरी जानकारी के साथ भेजा जा चुका है। कृपया पेज रीलोड करके फ़ॉर्म फिर से भेजें।',
  'api.kept': 'धन्यवाद! आपका अनुरोध हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।',
  'api.origin': 'दूसरी साइट से भेजे गए अनुरोध स्वीकार नहीं किए जाते।',
  // prettier-ignore
  'api.type':
    'यह सामग्री प्रकार स्वीकार नहीं है: application/json, ' +
    'application/x-www-form-urlencoded या multipart/form-data भेजें।',
  'api.size': 'भेजी गई जानकारी बहुत बड़ी है (सीमा 16 KB)।',
  'api.json': 'भेजा गया JSON सही रूप में नहीं है।',
  'api.object': 'भेजी गई जानकारी एक JSON ऑब्जेक्ट होनी चाहिए।',
  'api.form': 'भेजा गया फ़ॉर्म सही रूप में नहीं है।',
  'api.encoding': 'भेजी गई जानकारी UTF-8 टेक्स्ट में होनी चाहिए।',
  'api.key': 'Idempotency-Key में 1 से 200 तक दिखने वाले ASCII अक्षर होने चाहिए।',
} satisfies Record<keyof typeof en, string>;
