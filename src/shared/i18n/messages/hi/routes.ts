import type { routes as en } from '../en/routes';

export const routes = {
  'notFound.title': 'माफ़ कीजिए, यह पेज नहीं मिला',
  'notFound.message': 'आप जिस पेज को ढूँढ रहे हैं, वह मौजूद नहीं है।',
  'notFound.home': 'होम पेज पर जाएँ',
  'notFound.pageTitle': 'पेज नहीं मिला',
} satisfies Record<keyof typeof en, string>;
