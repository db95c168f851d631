/** The detail pages' words in Hindi (the same keys as src/shared/i18n/messages/en/detail.ts). */
import type { detail as en } from '../en/detail';

export const detail = {
  'detail.photographer.defaultTitle': 'पेशेवर फ़ोटोग्राफ़र',
  'detail.photographer.specialty': '{specialty} फ़ोटोग्राफ़ी',
  'detail.photographer.portfolio': 'पोर्टफ़ोलियो',
  'detail.photographer.specialtyPortfolio': '{specialty} फ़ोटोग्राफ़ी का पोर्टफ़ोलियो',
  'detail.photographer.description':
    '{name}, {title}। {portfolio}, {count, plural, one {{n} तस्वीर} other {{n} तस्वीरें}}।',
  'detail.photographer.photoAlt': '{name}, तस्वीर {n}',

  'detail.category.all': 'सभी',
  'detail.category.portrait': 'पोर्ट्रेट',
  'detail.category.landscape': 'लैंडस्केप',
  'detail.category.fashion': 'फ़ैशन',
  'detail.category.wedding': 'शादी',
  'detail.category.street': 'स्ट्रीट',
  'detail.category.nature': 'प्रकृति',
  'detail.category.corporate': 'कॉर्पोरेट',

  'detail.sort.featured': 'ख़ास पहले',
  'detail.sort.name-asc': 'नाम (A से Z)',
  'detail.sort.name-desc': 'नाम (Z से A)',
  'detail.sort.newest': 'सबसे नए',
  'detail.sort.oldest': 'सबसे पुराने',

  'detail.city.description': 'हमारे फ़ोटोग्राफ़रों के कैमरे से {city} की सबसे अच्छी तस्वीरें और मशहूर जगहें।',
  'detail.city.photoAlt': '{city}, तस्वीर {n}',

  'detail.city.landmark': '★ मशहूर जगह',

  'detail.home.contact': 'संपर्क करें',
  'detail.home.about': 'हमारे बारे में',
  'detail.home.aboutMissing': 'परिचय का हिस्सा नहीं मिला',
  'detail.home.seePortfolio': 'पोर्टफ़ोलियो देखें',
  'detail.services.all': 'सभी सेवाएँ',

  'detail.portfolio.photos': '{count, plural, one {{n} तस्वीर} other {{n} तस्वीरें}}',
  'detail.portfolio.videos': '{count, plural, one {{n} वीडियो} other {{n} वीडियो}}',
  'detail.portfolio.highlights': '{title}: झलकियाँ',
  'detail.portfolio.photosOf': '{title}: तस्वीरें',
  'detail.portfolio.videosOf': '{title}: वीडियो',
  'detail.portfolio.photoAlt': '{title}, तस्वीर {n}',
  'detail.portfolio.slideAlt': '{title}, स्लाइड {n}',
  'detail.portfolio.videoTitle': 'वीडियो {n}',
  'detail.portfolio.videoMissing': 'यह वीडियो उपलब्ध नहीं है',
  'detail.portfolio.loadMore': 'और तस्वीरें देखें',

  'detail.place.rating': '5.0 रेटिंग',
  'detail.place.clients': '500+ ख़ुश ग्राहक',
  'detail.place.years': '8+ साल का अनुभव',
  'detail.place.quote': 'मुफ़्त कोटेशन पाएँ',
  'detail.place.defaultTitle': 'पेशेवर फ़ोटोग्राफ़ी',
  'detail.place.photos': '{title}: तस्वीरें',
  'detail.place.photoAlt': '{title} — तस्वीर {n}',
  'detail.place.galleryAlt': '{title} — गैलरी की तस्वीर {n}',
  'detail.place.recentAlt': '{title} — हाल का काम {n}',

  'detail.blog.aboutAuthor': 'लेखक के बारे में',
  'detail.tier.basic': 'ब्रॉन्ज़',
  'detail.tier.standard': 'सिल्वर',
  'detail.tier.premium': 'गोल्ड',

  'detail.blog.top': 'ऊपर जाएँ',
  'detail.blog.postError': 'ब्लॉग पोस्ट लोड नहीं हो सकी',
} satisfies Record<keyof typeof en, string>;
