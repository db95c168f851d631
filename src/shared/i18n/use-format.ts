import { formatDate } from '../format';
import { formatPrice } from '../vocabulary/money';
import { useI18n } from './context';
import { LOCALE_TAG } from './locales';

/**
 * Prices and dates as the page's language writes them (hi-IN on Hindi pages; ₹ grouped the Indian
 * way). Not in ./context.tsx, which every island's hydration loads with React
 * (vite.config.ts manualChunks): the pages that format prices and dates are the worker's.
 */
export function useFormat(): { price: (minor: number | null | undefined) => string; date: typeof formatDate } {
  const { locale, t } = useI18n();
  return {
    price: (minor) => formatPrice(minor, LOCALE_TAG[locale], t('money.onRequest')),
    date: (value) => formatDate(value, locale),
  };
}
