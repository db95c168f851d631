import type { ReactNode } from 'react';
import { useLocalePath, useT } from '../../i18n/context';
import { Island } from '../../island';
import MobileMenu from '../../islands/MobileMenu';
import { MAIN_NAV, PORTFOLIO_NAV, SECONDARY_NAV } from '../../nav';

/** Site header (docs/product.md#header-and-navigation): desktop nav with the Portfolio dropdown, mobile menu island. */
export function Header({
  siteName,
  path,
  languageSwitch,
}: {
  siteName: string;
  path: string;
  /** The link to this page in the other language (src/worker/render/LanguageSwitch.tsx). */
  languageSwitch?: ReactNode;
}) {
  const t = useT();
  const lp = useLocalePath();
  const current = (href: string) => (path === lp(href) ? { 'aria-current': 'page' as const } : {});
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('chrome.skip')}
      </a>
      <div className="container site-header__inner">
        <a className="brand" href={lp('/')} aria-label={t('chrome.home', { siteName })}>
          {siteName}
        </a>
        <nav className="nav" aria-label={t('chrome.mainNav')}>
          <ul className="nav__list">
            {MAIN_NAV.map((l) => (
              <li key={l.href}>
                <a className="nav__link" href={lp(l.href)} {...current(l.href)}>
                  {t(l.label)}
                </a>
              </li>
            ))}
            <li className="nav__item--dropdown">
              <details className="dropdown">
                <summary className="nav__link dropdown__toggle">{t('nav.portfolio')}</summary>
                <ul className="dropdown__menu">
                  {PORTFOLIO_NAV.map((l) => (
                    <li key={l.href}>
                      <a className="dropdown__link" href={lp(l.href)}>
                        {t(l.label)}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {SECONDARY_NAV.map((l) => (
              <li key={l.href}>
                <a
                  className={l.external ? 'nav__link nav__link--external' : 'nav__link'}
                  href={lp(l.href)}
                  {...current(l.href)}
                  {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {t(l.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {languageSwitch}
        <a className="btn btn--primary site-header__cta" href={lp('/contact')}>
          {t('chrome.cta')}
        </a>
        <Island
          name="MobileMenu"
          component={MobileMenu}
          props={{}}
          hydrate="interaction"
          className="site-header__menu"
        />
      </div>
    </header>
  );
}
