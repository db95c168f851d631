/** The information pages' own words in Hindi (the same keys as src/shared/i18n/messages/en/info.ts). */
import type { info as en } from '../en/info';

export const info = {
  'info.about.eyebrow': 'हमारे बारे में',
  'info.about.stats': 'हमारे आँकड़े',
  'info.about.certificates': 'हमारे प्रमाणपत्र',
  'info.about.trust': 'भरोसा और सुरक्षा',
  'info.about.certificatesError': 'जानकारी लोड नहीं हो सकी',
  'info.about.noCertificates': 'कोई प्रमाणपत्र नहीं मिला।',
  'info.about.error': 'परिचय पेज की जानकारी लोड नहीं हो सकी',
  'info.about.notFound': 'परिचय पेज की जानकारी नहीं मिली',
  'info.about.stockAlt': 'शादी के दिन दूल्हा-दुल्हन की तस्वीर',

  'info.faqs.eyebrow': 'सहायता केंद्र',
  'info.faqs.title': 'अक्सर पूछे जाने वाले सवाल',
  'info.faqs.lead': 'बुकिंग, कीमत, तस्वीरों की डिलीवरी और हमारी फ़ोटोग्राफ़ी सेवाओं से जुड़े सवालों के जवाब।',
  'info.faqs.questions': 'सवाल और जवाब',
  'info.faqs.error': 'सवाल-जवाब लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'info.faqs.support': 'अब भी कोई सवाल है?',
  'info.faqs.supportText': 'जो बात यहाँ नहीं मिली, उसमें भी हमारी टीम ख़ुशी से मदद करेगी।',
  'info.faqs.email': 'ईमेल से सहायता',
  'info.faqs.chat': 'लाइव चैट',
  'info.faqs.statSupport': 'ग्राहक सहायता',
  'info.faqs.statCustomers': 'ख़ुश ग्राहक',
  'info.faqs.statCities': 'शहरों में सेवा',
  'info.faqs.all': 'सभी',
  'info.faqs.general': 'सामान्य',
  'info.faqs.booking': 'बुकिंग',
  'info.faqs.pricing': 'कीमत',
  'info.faqs.delivery': 'डिलीवरी',

  // BUSINESS_HOURS (src/shared/site.ts) in words: tests/unit/hindi-info-pages.test.ts fails when they change.
  'info.contact.hoursBefore': 'हम ',
  'info.contact.hours': 'सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक',
  'info.contact.hoursAfter': ' उपलब्ध हैं।',

  'info.apply.now': 'अभी आवेदन करें',
  'info.apply.inNumbers': 'आँकड़ों में',
  'info.apply.statCities': 'शहर',
  'info.apply.statResponse': 'में जवाब',
  'info.apply.responseValue': '24 घंटे',

  'info.partner.eyebrow': 'पार्टनर बनें',
  'info.partner.title': '{brand} के साथ साझेदारी',
  // prettier-ignore
  'info.partner.lead':
    'इन्फ़्लुएंसर, ट्रैवल एजेंसियाँ, होटल, पर्यटन और फ़ैशन-लाइफ़स्टाइल ब्रांड: ' +
    'जिन लोगों से आप जुड़े हैं, उन तक पेशेवर फ़ोटोग्राफ़ी पहुँचाइए।',
  'info.partner.benefits': 'हमारे साथ पार्टनर क्यों बनें',
  'info.partner.audience': 'अपने लोगों को ख़ुश कीजिए',
  // prettier-ignore
  'info.partner.audienceText':
    'अपने फ़ॉलोअर्स, मेहमानों और ग्राहकों को भारत के 50+ शहरों में पेशेवर फ़ोटोग्राफ़र दिलाइए।',
  'info.partner.earn': 'हर बुकिंग पर कमाई',
  'info.partner.earnText': 'आपके ज़रिए बुक हुए हर शूट पर आकर्षक इनाम, और भुगतान हमेशा समय पर।',
  'info.partner.team': 'आपके लिए ख़ास टीम',
  'info.partner.teamText': 'आपके लिए एक पार्टनरशिप मैनेजर, और हर अनुरोध का जवाब 24 घंटे के भीतर।',
  'info.partner.statPartners': 'सक्रिय पार्टनर',

  'info.photographer.eyebrow': 'हमारे फ़ोटोग्राफ़रों से जुड़िए',
  'info.photographer.title': '{brand} फ़ोटोग्राफ़र बनें',
  // prettier-ignore
  'info.photographer.description':
    'पेशेवर फ़ोटोग्राफ़रों के हमारे नेटवर्क से जुड़िए: 50+ शहरों में शादी, प्री-वेडिंग, मैटरनिटी, ' +
    'फ़ैमिली और ट्रैवल शूट की लगातार बुकिंग।',
  'info.photographer.lead':
    'कैमरे से कहानियाँ कहना पसंद है? देश भर में फैली हमारी फ़ोटोग्राफ़र टीम से जुड़िए और ' +
    'वे पल क़ैद कीजिए जिन्हें परिवार हमेशा याद रखते हैं।',
  'info.photographer.benefits': 'हमसे क्यों जुड़ें',
  'info.photographer.bookings': 'लगातार बुकिंग',
  'info.photographer.bookingsText': 'आपके अपने शहर में शादी, प्री-वेडिंग, मैटरनिटी, बेबी, फ़ैमिली और ट्रैवल शूट।',
  'info.photographer.showcase': 'अपना काम दिखाइए',
  // prettier-ignore
  'info.photographer.showcaseText':
    'आपका पोर्टफ़ोलियो उन जोड़ों और परिवारों के सामने, जो अपने अगले शूट की तैयारी में हैं।',
  'info.photographer.fair': 'अपनी सुविधा, सही भुगतान',
  'info.photographer.fairText': 'अपने समय के हिसाब से शूट चुनिए और हर बार समय पर भुगतान पाइए।',
  'info.photographer.statPhotographers': 'सक्रिय फ़ोटोग्राफ़र',

  'info.callback.thanks': 'धन्यवाद। हमारी टीम जल्द ही आपको कॉल करेगी।',

  'info.legal.updated': 'अंतिम अपडेट: ',
  'info.legal.error.terms': 'नियम और शर्तें लोड नहीं हो सकीं',
  'info.legal.error.privacy': 'गोपनीयता नीति लोड नहीं हो सकी',
  'info.legal.error.cancellation': 'रद्दीकरण नीति लोड नहीं हो सकी',
  'info.legal.contact': 'हमसे संपर्क करें',
  'info.legal.email': 'ईमेल: ',
  'info.legal.website': 'वेबसाइट:',
  'info.legal.phone': 'फ़ोन: ',

  'info.error.city': 'शहर',
  'info.error.cityText': 'शहर की जानकारी लोड नहीं हो सकी',
  'info.error.photographer': 'फ़ोटोग्राफ़र',
  'info.error.photographerText': 'फ़ोटोग्राफ़र की जानकारी लोड नहीं हो सकी',
  'info.error.portfolio': 'पोर्टफ़ोलियो',
  'info.error.portfolioText': 'पोर्टफ़ोलियो लोड नहीं हो सका',
  'info.error.services': 'सेवाएँ',
  'info.error.unavailable': 'साइट कुछ देर के लिए बंद है',
  'info.error.unavailableText': 'यह साइट अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
} satisfies Record<keyof typeof en, string>;
