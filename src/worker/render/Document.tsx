import type { ReactNode } from 'react';
import { Footer } from '../../shared/components/layout/Footer';
import { Header } from '../../shared/components/layout/Header';
import { PRIVACY_CHOICES_PATH } from '../../shared/attribution/consent';
import { Island } from '../../shared/island';
import CallbackModal from '../../shared/islands/CallbackModal';
import ConsentBar from '../../shared/islands/ConsentBar';
import FloatingButtons from '../../shared/islands/FloatingButtons';
import { translate } from '../../shared/i18n/catalogues';
import { I18nProvider } from '../../shared/i18n/context';
import type { Locale } from '../../shared/i18n/locales';
import { PagePath, type PublicConfig } from '../../shared/public-config';
import { PreviewBar } from '../preview/PreviewBar';
import { ASSETS } from './assets';
import { Head } from './Head';
import type { Meta } from './meta';

export interface PageEnv {
  site: PublicConfig;
  path: string;
  nonce: string;
  /** A consent choice was made under the current notice (the consent element is not shown). */
  consentChosen: boolean;
  /** A draft preview for the Studio (src/worker/preview): its bar and overlay script. */
  preview?: boolean;
  /** The page's language (`c.get('locale')`): every interface text below comes from its catalogue. */
  locale: Locale;
}

interface DocumentProps {
  env: PageEnv;
  meta: Meta;
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  children: ReactNode;
}

/**
 * The page frame on every route: head, header, main, footer, consent element, floating buttons.
 * The consent element hydrates only when a visitor reaches it: its form works natively until then.
 */
export function Document({ env, meta, preloadImage, children }: DocumentProps) {
  const { site } = env;
  return (
    <html lang="en-IN">
      <Head meta={meta} siteName={site.siteName} siteUrl={site.siteUrl} preloadImage={preloadImage} />
      <body>
        {/* The page's path for links that name it (chatHref) and its language: contexts render no markup. */}
        <I18nProvider locale={env.locale} t={translate(env.locale)}>
          <PagePath.Provider value={env.path}>
            <Header siteName={site.siteName} path={env.path} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer site={site} />
            {env.consentChosen || env.path === PRIVACY_CHOICES_PATH ? null : (
              <Island name="ConsentBar" component={ConsentBar} props={{ returnTo: env.path }} hydrate="interaction" />
            )}
            <Island name="FloatingButtons" component={FloatingButtons} props={{ phone: site.phone }} hydrate="idle" />
            <Island
              name="CallbackModal"
              component={CallbackModal}
              props={{ home: env.path === '/' }}
              hydrate={env.path === '/' ? 'idle' : 'intent'}
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
          </PagePath.Provider>
        </I18nProvider>
      </body>
    </html>
  );
}
