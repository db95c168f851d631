import type { ui as en } from '../en/ui';

export const ui = {
  'notFound.title': 'माफ़ कीजिए! यह पेज नहीं मिला',
  'notFound.message': 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  'notFound.metaTitle': 'पेज नहीं मिला',
  'notFound.home': 'होम पेज पर लौटें',
  'error.title': 'गड़बड़ी',

  'ui.seeAll': 'सभी देखें',
  'ui.bookNow': 'अभी बुक करें',
  'ui.featured': 'ख़ास',
  'ui.noFeatures': 'कोई सुविधा नहीं बताई गई',
  'ui.viewPortfolio': 'पोर्टफ़ोलियो देखें',
  'ui.viewPortfolioCount': 'पोर्टफ़ोलियो देखें ({count})',
  'ui.rated': '{max} में से {rating} रेटिंग',
  'ui.duration': 'अवधि ',
  'ui.playVideo': 'वीडियो चलाएँ: {title}',
  'ui.filterByCategory': 'श्रेणी के अनुसार देखें',

  'pager.label': 'पेज',
  'pager.previous': 'पिछला',
  'pager.next': 'अगला',
  'pager.page': 'पेज {page}',

  'carousel.position': '{count} में से {index}',
  'carousel.choose': 'स्लाइड चुनें',
  'carousel.goTo': 'स्लाइड {index} पर जाएँ',
  'carousel.previous': 'पिछली स्लाइड',
  'carousel.next': 'अगली स्लाइड',

  'viewer.label': 'फ़ोटो व्यूअर',
  'viewer.close': 'व्यूअर बंद करें',
  'viewer.previous': 'पिछली फ़ोटो',
  'viewer.next': 'अगली फ़ोटो',
  'gallery.view': '{count} में से फ़ोटो {index} देखें',
  'photographers.search': 'फ़ोटोग्राफ़र खोजें',
  'photographers.searchPlaceholder': 'नाम या पद से खोजें',
  'photographers.sortBy': 'क्रम',
  'photographers.submit': 'खोजें',
  'photographers.loading': 'फ़ोटोग्राफ़र लोड हो रहे हैं...',
  'gallery.viewNamed': '{count} में से फ़ोटो {index} देखें: {alt}',
} satisfies Record<keyof typeof en, string>;
