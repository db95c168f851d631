import { createContext, useContext, type ReactNode } from 'react';
import { localePath, type Locale } from './locales';
import type { Translate } from './translate';

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The page's language and its messages, for every component below: the server wraps the document
 * (src/worker/render/Document.tsx), the client each island it hydrates (src/client/main.ts).
 */
export function I18nProvider({ locale, t, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, t }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('no I18nProvider above this component');
  return i18n;
}

export const useT = (): Translate => useI18n().t;
export const useLocale = (): Locale => useI18n().locale;

/** A site path in the page's language: `/services` on a Hindi page is `/hi/services` (localePath). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
