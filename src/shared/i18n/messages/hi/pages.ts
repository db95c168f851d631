/** The pages' own interface words in Hindi (the same keys as src/shared/i18n/messages/en/pages.ts). */
import type { pages as en } from '../en/pages';

export const pages = {
  'pages.services.title': 'हमारी सेवाएँ',
  'pages.services.label': 'सेवाएँ',
  'pages.services.error': 'सेवाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'pages.services.filter': 'श्रेणी के अनुसार सेवाएँ छाँटें',
  'pages.services.emptyCategory': 'इस श्रेणी में कोई सेवा नहीं मिली।',
  'pages.services.notFound': 'यह सेवा नहीं मिली',

  'pages.packages.title': 'पैकेज',
  'pages.packages.label': 'पैकेज समूह',
  'pages.packages.error': 'जानकारी लोड नहीं हो सकी',
  'pages.packages.empty': 'कोई पैकेज नहीं मिला।',
  'pages.packages.group': 'पैकेज',
  'pages.packages.option': 'विकल्प {n}',

  'pages.photographers.title': 'पेशेवर फ़ोटोग्राफ़र',
  'pages.photographers.label': 'फ़ोटोग्राफ़र',
  'pages.photographers.empty': 'कोई फ़ोटोग्राफ़र नहीं मिला',
  'pages.photographers.emptyHint': 'खोज के शब्द या फ़िल्टर बदलकर देखें।',
  'pages.photographers.pages': 'फ़ोटोग्राफ़र सूची के पन्ने',
  'pages.photographers.loading': 'फ़ोटोग्राफ़र लोड हो रहे हैं...',
  'pages.photographers.error': 'त्रुटि: {message}',
  'pages.photographers.notFound': 'यह फ़ोटोग्राफ़र नहीं मिला',
  'pages.photographers.portfolio': 'पोर्टफ़ोलियो',
  'pages.photographers.photosBy': '{name} की तस्वीरें',
  'pages.photographers.noPhotos': 'कोई तस्वीर नहीं मिली।',
  'pages.photographers.newest': 'सबसे नई पहले',
  'pages.photographers.oldest': 'सबसे पुरानी पहले',

  'pages.bookNow': 'अभी बुक करें',

  'pages.city.notFound': 'यह शहर नहीं मिला',
  'pages.city.topPhotos': '{city} की चुनिंदा तस्वीरें',
  'pages.city.noPhotos': 'इस शहर की कोई तस्वीर नहीं मिली।',
  'pages.city.newest': 'सबसे नई',
  'pages.city.oldest': 'सबसे पुरानी',

  'pages.place.recentWork': 'हमारा हाल का काम',
  'pages.place.why': 'हमें ही क्यों चुनें?',
  'pages.place.features': 'ख़ास बातें',
  'pages.place.gallery': 'पोर्टफ़ोलियो गैलरी',
  'pages.place.pricing': 'हमारी कीमतें',
  'pages.place.recentWorkPhotos': 'हाल के काम की तस्वीरें',
  'pages.place.about': 'इस सेवा के बारे में',
  'pages.place.clients': 'हमारे ग्राहक क्या कहते हैं',
  'pages.place.packages': 'पैकेज',
  'pages.place.bookTier': 'अभी बुक करें: {tier}',
  'pages.place.loadError': 'पेज की जानकारी लोड नहीं हो सकी',
  'pages.place.notFound': 'पेज नहीं मिला',

  'pages.home.photographers': 'पेशेवर फ़ोटोग्राफ़र',
  'pages.home.portfolio': 'हमारा पोर्टफ़ोलियो',
  'pages.home.services': 'सेवाएँ',
  'pages.home.certificates': 'प्रमाणपत्र',
  'pages.home.blogs': 'चुनिंदा ब्लॉग',
  'pages.home.testimonials': 'ग्राहकों की राय',
  'pages.home.aboutLabel': 'हमारे बारे में',
  'pages.home.heroError': 'स्लाइड लोड नहीं हो सकीं।',
  'pages.home.loadError': 'जानकारी लोड नहीं हो सकी',
  'pages.home.photographersLoading': 'फ़ोटोग्राफ़र लोड हो रहे हैं...',
  'pages.home.photographersError': 'फ़ोटोग्राफ़र लोड नहीं हो सके।',
  'pages.home.portfolioLoading': 'पोर्टफ़ोलियो लोड हो रहा है...',
  'pages.home.portfolioError': 'पोर्टफ़ोलियो लोड नहीं हो सका।',
  'pages.home.servicesError': 'चुनिंदा सेवाएँ लोड नहीं हो सकीं',
  'pages.home.testimonialsLoading': 'ग्राहकों की राय लोड हो रही है...',
  'pages.home.testimonialsError': 'ग्राहकों की राय लोड नहीं हो सकी।',
  'pages.home.blogsError': 'चुनिंदा ब्लॉग लोड नहीं हो सके',
  'pages.home.noPhotographers': 'अभी कोई चुनिंदा फ़ोटोग्राफ़र नहीं है।',
  'pages.home.noPortfolio': 'अभी कोई चुनिंदा पोर्टफ़ोलियो नहीं है।',
  'pages.home.noServices': 'अभी कोई चुनिंदा सेवा उपलब्ध नहीं है।',
  'pages.home.noTestimonials': 'अभी ग्राहकों की कोई राय नहीं है।',
  'pages.home.noCertificates': 'कोई प्रमाणपत्र नहीं मिला।',
  'pages.home.noBlogs': 'अभी कोई चुनिंदा ब्लॉग नहीं है।',

  'pages.blog.title': 'हमारा ब्लॉग',
  'pages.blog.lead': 'हमारे फ़ोटोग्राफ़रों से फ़ोटोग्राफ़ी के सुझाव, कहानियाँ और गाइड।',
  'pages.blog.empty': 'अभी कोई ब्लॉग पोस्ट नहीं है।',
  'pages.blog.eyebrow': 'कहानियाँ और गाइड',
  'pages.blog.label': 'ब्लॉग पोस्ट',
  'pages.blog.error': 'ब्लॉग पोस्ट लोड नहीं हो सकीं',
  'pages.blog.back': 'सभी ब्लॉग पर लौटें',
  'pages.blog.by': 'लेखक: ',
  'pages.blog.categories': 'श्रेणियाँ',
  'pages.blog.notFound': 'यह पोस्ट नहीं मिली',

  'pages.portfolios.title': 'हमारा काम',
  'pages.portfolios.empty': 'कोई पोर्टफ़ोलियो नहीं मिला',
  'pages.portfolios.emptyHint': 'जल्द ही और काम दिखाएँगे।',
  'pages.portfolios.label': 'पोर्टफ़ोलियो',
  'pages.portfolios.loading': 'पोर्टफ़ोलियो लोड हो रहा है...',
  'pages.portfolios.filter': 'श्रेणी के अनुसार पोर्टफ़ोलियो छाँटें',
  'pages.portfolio.categories': 'पोर्टफ़ोलियो की श्रेणियाँ',
  'pages.portfolio.about': 'इस पोर्टफ़ोलियो के बारे में',
  'pages.portfolio.media': 'पोर्टफ़ोलियो की तस्वीरें और वीडियो',
  'pages.portfolio.photos': 'तस्वीरें',
  'pages.portfolio.videos': 'वीडियो',
  'pages.portfolio.noPhotos': 'कोई तस्वीर नहीं मिली।',
  'pages.portfolios.notFound': 'यह पोर्टफ़ोलियो नहीं मिला',

  'pages.legal.others': 'अन्य नीतियाँ',
  'pages.legal.related': 'संबंधित नीतियाँ',

  'pages.contact.eyebrow': 'हमसे जुड़ें',
  'pages.contact.title': 'संपर्क करें',
  'pages.contact.lead': 'अपने शूट के बारे में बताइए, हम आपको आइडिया और कोटेशन के साथ वापस कॉल करेंगे।',
  'pages.contact.label': 'हम तक पहुँचने के तरीके',
  'pages.contact.call': 'कॉल करें',
  'pages.contact.email': 'ईमेल करें',

  'pages.privacy.description': 'मार्केटिंग माप के लिए दी गई अपनी सहमति बदलें या वापस लें।',
  'pages.privacy.none': 'आपने अभी कोई विकल्प नहीं चुना है: इस विज़िट के बाद कुछ भी नहीं रखा जाता।',
  'pages.privacy.allowed': 'आपका विकल्प: मार्केटिंग माप की अनुमति है ({when} से)।',
  // prettier-ignore
  'pages.privacy.denied':
    'आपका विकल्प: मार्केटिंग माप की अनुमति नहीं है ({when} से)। ' +
    'इस विज़िट के बाद कुछ भी नहीं रखा जाता।',

  // Built-in metadata of the listing pages, when their seo record is missing (src/worker/render/meta.ts).
  'pages.seo.home.title': 'पूरे भारत में पेशेवर फ़ोटोग्राफ़ी सेवाएँ',
  // prettier-ignore
  'pages.seo.home.description':
    'शादी, प्री-वेडिंग, मैटरनिटी, बेबी, फ़ैमिली, ट्रैवल और ' +
    'कॉर्पोरेट शूट के लिए भारत के 50 से ज़्यादा शहरों में पेशेवर ' +
    'फ़ोटोग्राफ़र बुक करें।',
  'pages.seo.home.keywords': 'फ़ोटोग्राफ़र, वेडिंग फ़ोटोग्राफ़ी, प्री-वेडिंग शूट, मैटरनिटी फ़ोटोशूट, भारत',
  'pages.seo.services.title': 'फ़ोटोग्राफ़ी सेवाएँ',
  // prettier-ignore
  'pages.seo.services.description':
    'पूरे भारत में पेशेवर फ़ोटोग्राफ़रों की शादी, पोर्ट्रेट, ' +
    'इवेंट और कमर्शियल फ़ोटोग्राफ़ी सेवाएँ।',
  'pages.seo.services.keywords': 'फ़ोटोग्राफ़ी सेवाएँ, वेडिंग फ़ोटोग्राफ़ी, इवेंट फ़ोटोग्राफ़ी',
  'pages.seo.packages.title': 'फ़ोटोग्राफ़ी पैकेज और कीमतें',
  // prettier-ignore
  'pages.seo.packages.description':
    'हर मौके के लिए ब्रॉन्ज़, सिल्वर और गोल्ड श्रेणियों वाले ' +
    'साफ़-साफ़ फ़ोटोग्राफ़ी पैकेज।',
  'pages.seo.packages.keywords': 'फ़ोटोग्राफ़ी पैकेज, फ़ोटोशूट की कीमत, वेडिंग फ़ोटोग्राफ़ी का ख़र्च',
  'pages.seo.portfolios.title': 'पोर्टफ़ोलियो',
  // prettier-ignore
  'pages.seo.portfolios.description':
    'शादी, प्री-वेडिंग शूट, मैटरनिटी, बेबी, ट्रैवल और फ़ैमिली ' +
    'फ़ोटोग्राफ़ी का हमारा पोर्टफ़ोलियो देखें।',
  'pages.seo.portfolios.keywords': 'फ़ोटोग्राफ़ी पोर्टफ़ोलियो, शादी की तस्वीरें',
  'pages.seo.photographers.title': 'पेशेवर फ़ोटोग्राफ़र',
  // prettier-ignore
  'pages.seo.photographers.description':
    'हमारे पेशेवर फ़ोटोग्राफ़रों से मिलिए: पोर्ट्रेट, शादी, ' +
    'फ़ैशन, स्ट्रीट, नेचर, लैंडस्केप और कॉर्पोरेट के माहिर।',
  'pages.seo.photographers.keywords': 'मेरे पास फ़ोटोग्राफ़र, पेशेवर फ़ोटोग्राफ़र भारत',
  'pages.seo.about.title': 'हमारे बारे में',
  'pages.seo.about.description': '2020 से यादें सँजोता एक अखिल भारतीय फ़ोटोग्राफ़ी ब्रांड।',
  'pages.seo.about.keywords': 'हमारे बारे में, भारतीय फ़ोटोग्राफ़ी ब्रांड',
  'pages.seo.contact.title': 'संपर्क करें',
  // prettier-ignore
  'pages.seo.contact.description':
    'कॉलबैक का अनुरोध करें या सोमवार से शनिवार, सुबह 10 से शाम 7 ' +
    'बजे तक फ़ोन या ईमेल से हमारी टीम से बात करें।',
  'pages.seo.contact.keywords': 'फ़ोटोग्राफ़र से संपर्क, फ़ोटोशूट बुक करें',
  'pages.seo.faqs.title': 'अक्सर पूछे जाने वाले सवाल',
  'pages.seo.faqs.description': 'बुकिंग, कीमत, डिलीवरी और हमारी फ़ोटोग्राफ़ी सेवाओं से जुड़े सवालों के जवाब।',
  'pages.seo.faqs.keywords': 'फ़ोटोग्राफ़ी FAQ, बुकिंग के सवाल',
  'pages.seo.partner.title': 'पार्टनर बनें',
  // prettier-ignore
  'pages.seo.partner.description':
    'हमारे पार्टनर बनें: इन्फ़्लुएंसर, ट्रैवल एजेंसियाँ, होटल, ' +
    'पर्यटन और फ़ैशन-लाइफ़स्टाइल ब्रांड।',
  'pages.seo.partner.keywords': 'फ़ोटोग्राफ़ी पार्टनरशिप, पार्टनर बनें',
  'pages.seo.blogs.title': 'ब्लॉग',
  'pages.seo.blogs.description': 'हमारे फ़ोटोग्राफ़रों से फ़ोटोग्राफ़ी के सुझाव, कहानियाँ और गाइड।',
  'pages.seo.blogs.keywords': 'फ़ोटोग्राफ़ी ब्लॉग, फ़ोटोशूट के सुझाव',
  'pages.seo.terms.title': 'नियम और शर्तें',
  'pages.seo.terms.description': 'हमारी फ़ोटोग्राफ़ी सेवाओं के नियम और शर्तें।',
  'pages.seo.terms.keywords': 'नियम और शर्तें',
  'pages.seo.privacy.title': 'गोपनीयता नीति',
  // prettier-ignore
  'pages.seo.privacy.description':
    'हम आपकी निजी जानकारी कैसे जुटाते हैं, कैसे इस्तेमाल करते हैं ' +
    'और कैसे सुरक्षित रखते हैं।',
  'pages.seo.privacy.keywords': 'गोपनीयता नीति',
  'pages.seo.cancellation.title': 'रद्द करने की नीति',
  'pages.seo.cancellation.description': 'फ़ोटोग्राफ़ी बुकिंग रद्द करने और पैसे वापसी की हमारी नीति।',
  'pages.seo.cancellation.keywords': 'रद्द करने की नीति, रिफ़ंड नीति',
} satisfies Record<keyof typeof en, string>;
