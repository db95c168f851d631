import type { forms as en } from '../en/forms';

export const forms = {
  'form.submitted': 'आपका फ़ॉर्म भेज दिया गया है!',
  'form.failed': 'फ़ॉर्म नहीं भेजा जा सका। कृपया दोबारा कोशिश करें।',
  'form.submitting': 'भेजा जा रहा है...',

  'validation.required': 'कृपया सभी ज़रूरी जानकारी भरें',
  'validation.email': 'कृपया सही ईमेल पता लिखें',
  'validation.city': 'कृपया अपने शहर का नाम लिखें',
  'validation.digits': 'फ़ोन नंबर में केवल अंक होने चाहिए',
  'validation.country': 'चुना गया देश कोड सही नहीं है',
  'validation.phoneLength': '{country} का फ़ोन नंबर ठीक 10 अंकों का होना चाहिए',
  'validation.type': 'गलत जानकारी: यहाँ टेक्स्ट होना चाहिए',
  'validation.url': 'कृपया http:// या https:// से शुरू होने वाला सही लिंक लिखें',
  'country.india': 'भारत',
  'country.usCanada': 'अमेरिका/कनाडा',
  'country.uk': 'ब्रिटेन',

  'callback.title': 'कॉलबैक का अनुरोध करें',
  'callback.formLabel': 'कॉलबैक का अनुरोध',
  'callback.lead': 'हमें बताइए कि आप क्या योजना बना रहे हैं, हमारी टीम आपको वापस कॉल करेगी।',
  'callback.firstName': 'पहला नाम',
  'callback.lastName': 'उपनाम',
  'callback.email': 'ईमेल',
  'callback.phone': 'फ़ोन नंबर',
  'callback.countryCode': 'देश कोड',
  'callback.service': 'सेवा',
  'callback.servicePlaceholder': 'कोई सेवा चुनें',
  'callback.city': 'शहर',
  'callback.cityPlaceholder': 'अपना शहर चुनें',
  'callback.customCity': 'आपका शहर',
  'callback.eventDate': 'कार्यक्रम की तारीख़ (वैकल्पिक)',
  'callback.eventDateInvalid': 'कृपया कार्यक्रम की सही तारीख़ लिखें, जैसे 2027-02-14',
  'callback.eventDatePast': 'कार्यक्रम की तारीख़ बीत चुकी है। आज या आगे का कोई दिन चुनें।',
  'callback.message': 'संदेश (वैकल्पिक)',

  'service.baby': 'बेबी',
  'service.corporate': 'कॉर्पोरेट',
  'service.engagement': 'सगाई',
  'service.family': 'परिवार',
  'service.maternity': 'मैटरनिटी',
  'service.personal': 'पर्सनल',
  'service.prewedding': 'प्री-वेडिंग',
  'service.travel': 'ट्रैवल',
  'service.wedding': 'शादी',
  'service.other': 'अन्य',

  'application.name': 'पूरा नाम',
  'application.email': 'ईमेल पता',
  'application.mobile': 'मोबाइल नंबर',
  'application.how': 'आपको हमारे बारे में कैसे पता चला?',
  'application.submit': 'आवेदन भेजें',
  'application.submitted': 'आवेदन मिल गया!',
  'application.again': 'एक और आवेदन भेजें',

  'partner.formLabel': 'पार्टनर आवेदन',
  'partner.business': 'व्यवसाय का नाम',
  'partner.category': 'श्रेणी',
  'partner.otherCategory': 'अन्य श्रेणी',
  'partner.otherPlaceholder': 'अपनी श्रेणी बताइए',
  'partner.why': 'आप हमारे साथ पार्टनर क्यों बनना चाहते हैं?',
  // Prettier measures Devanagari narrower than the 120-character rule counts it.
  // prettier-ignore
  'partner.thanks':
    'हमारे साथ साझेदारी में रुचि दिखाने के लिए धन्यवाद। ' +
    'हमारी टीम आपका आवेदन देखकर 24 घंटे के भीतर आपसे संपर्क करेगी।',
  'partnerCategory.influencer': 'इन्फ़्लुएंसर',
  'partnerCategory.travelAgency': 'ट्रैवल एजेंसी',
  'partnerCategory.hotels': 'होटल',
  'partnerCategory.tourism': 'पर्यटन',
  'partnerCategory.fashionLifestyle': 'फ़ैशन और लाइफ़स्टाइल',
  'partnerCategory.others': 'अन्य',

  'photographer.formLabel': 'फ़ोटोग्राफ़र आवेदन',
  'photographer.experience': 'अनुभव',
  'photographer.experiencePlaceholder': 'अपने अनुभव का स्तर चुनें',
  'photographer.portfolio': 'पोर्टफ़ोलियो लिंक',
  'photographer.why': 'आप हमसे क्यों जुड़ना चाहते हैं?',
  // Prettier measures Devanagari narrower than the 120-character rule counts it.
  // prettier-ignore
  'photographer.thanks':
    'हमारे फ़ोटोग्राफ़रों की टीम से जुड़ने के लिए आवेदन करने का धन्यवाद। ' +
    'हम आपका पोर्टफ़ोलियो देखकर 24 घंटे के भीतर आपसे संपर्क करेंगे।',
  'experience.beginner': 'शुरुआती (0-1 वर्ष)',
  'experience.intermediate': 'मध्यम (1-3 वर्ष)',
  'experience.advanced': 'अनुभवी (3-5 वर्ष)',
  'experience.expert': 'विशेषज्ञ (5+ वर्ष)',
} satisfies Record<keyof typeof en, string>;
