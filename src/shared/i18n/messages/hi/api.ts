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
} satisfies Record<keyof typeof en, string>;
