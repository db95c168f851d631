import type { ReactNode } from 'react';
import { Footer } from '../../shared/components/layout/Footer';
import { Header } from '../../shared/components/layout/Header';
import { PRIVACY_CHOICES_PATH } from '../../shared/attribution/consent';
import { Island } from '../../shared/island';
import CallbackModal from '../../shared/islands/CallbackModal';
import ConsentBar from '../../shared/islands/ConsentBar';
import FloatingButtons from '../../shared/islands/FloatingButtons';
import type { PublicConfig } from '../../shared/public-config';
import { PageContext } from '../../shared/page-context';
import { translate } from '../../shared/i18n/catalogues';
import { I18nProvider } from '../../shared/i18n/context';
import { LOCALE_TAG, localeOfPath, type Locale } from '../../shared/i18n/locales';
import { PreviewBar } from '../preview/PreviewBar';
import { ASSETS } from './assets';
import { Head } from './Head';
import { LanguageSwitch } from './LanguageSwitch';
import type { Meta } from './meta';

export interface PageEnv {
  site: PublicConfig;
  /** The request's path, with its language prefix (`/hi/faqs`). */
  path: string;
  /** The request's query without marketing parameters, as the page memo keys it ('' or `?…`). */
  search: string;
  /** The page's language, from its path (docs/decisions/0031-languages-by-path.md). */
  locale: Locale;
  nonce: string;
  /** A consent choice was made under the current notice (the consent element is not shown). */
  consentChosen: boolean;
  /** A draft preview for the Studio (src/worker/preview): its bar and overlay script. */
  preview?: boolean;
}

interface DocumentProps {
  env: PageEnv;
  meta: Meta;
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  children: ReactNode;
}

/**
 * The page frame on every route: head, header, main, footer, consent element, floating buttons, in
 * the page's language (every component below reads it and its messages with useT/useLocale).
 * The consent element hydrates only when a visitor reaches it: its form works natively until then.
 */
export function Document({ env, meta, preloadImage, children }: DocumentProps) {
  const { site, locale } = env;
  const page = localeOfPath(env.path).path;
  return (
    <html lang={LOCALE_TAG[locale]}>
      <Head meta={meta} siteName={site.siteName} siteUrl={site.siteUrl} locale={locale} preloadImage={preloadImage} />
      <body>
        {/* The page's language, path (links that name it, chatHref) and site name: contexts render no markup. */}
        <I18nProvider locale={locale} t={translate(locale)}>
          <PageContext path={env.path} siteName={site.siteName}>
            <Header
              siteName={site.siteName}
              path={env.path}
              languageSwitch={<LanguageSwitch path={env.path} search={env.search} locale={locale} />}
            />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer site={site} />
            {env.consentChosen || page === PRIVACY_CHOICES_PATH ? null : (
              <Island name="ConsentBar" component={ConsentBar} props={{ returnTo: env.path }} hydrate="interaction" />
            )}
            <Island name="FloatingButtons" component={FloatingButtons} props={{ phone: site.phone }} hydrate="idle" />
            <Island
              name="CallbackModal"
              component={CallbackModal}
              props={{ home: page === '/' }}
              hydrate={page === '/' ? 'idle' : 'intent'}
              triggers="a[data-book]"
            />
            {/* Same-origin module ('self' in script-src): no nonce needed. A draft preview adds its bar in
              this same slot, so a public page's tree, and with it every useId, stays as it was. */}
            {env.preview ? (
              <>
                <script type="module" src={ASSETS.js} />
                <PreviewBar path={env.path} />
              </>
            ) : (
              <script type="module" src={ASSETS.js} />
            )}
          </PageContext>
        </I18nProvider>
      </body>
    </html>
  );
}
