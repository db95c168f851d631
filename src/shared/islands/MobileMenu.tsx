import { useEffect, useRef, useState } from 'react';
import { useLocalePath, useT } from '../i18n/context';
import { MAIN_NAV, PORTFOLIO_NAV, SECONDARY_NAV } from '../nav';

/**
 * The header's mobile menu and its Portfolio submenu. Built on <details>, so it opens
 * without JavaScript; once hydrated it also closes on Escape and on following a link.
 */
export default function MobileMenu() {
  const t = useT();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);

  // It may have been opened natively before hydration: take the DOM's state.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <details ref={ref} className="menu" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="menu__toggle" aria-label={open ? t('menu.close') : t('menu.open')}>
        <span className="menu__bars" aria-hidden="true" />
      </summary>
      <nav className="menu__panel" aria-label={t('menu.label')}>
        <ul className="menu__list">
          {MAIN_NAV.map((l) => (
            <li key={l.href}>
              <a className="menu__link" href={lp(l.href)} onClick={() => setOpen(false)}>
                {t(l.label)}
              </a>
            </li>
          ))}
          <li>
            <details className="submenu">
              <summary className="menu__link submenu__toggle">{t('nav.portfolio')}</summary>
              <ul className="submenu__list">
                {PORTFOLIO_NAV.map((l) => (
                  <li key={l.href}>
                    <a className="submenu__link" href={lp(l.href)} onClick={() => setOpen(false)}>
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
                className="menu__link"
                href={lp(l.href)}
                onClick={() => setOpen(false)}
                {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {t(l.label)}
              </a>
            </li>
          ))}
          <li className="menu__cta">
            <a className="btn btn--primary btn--block" href={lp('/contact')}>
              {t('chrome.cta')}
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
