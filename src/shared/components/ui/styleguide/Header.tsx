import { Button } from '../Button';
import { PORTFOLIO_MENU, SgBlock } from './samples';

/** The site header with its dropdown and mobile menu open. */
export function HeaderSection() {
  return (
    <>
      <SgBlock title="Layout — header, dropdown, mobile menu" id="sg-header">
        <div className="demo-frame">
          <header className="site-header">
            <div className="container site-header__inner">
              <a className="brand" href="/">
                Brand
              </a>
              <nav className="nav" aria-label="Main">
                <ul className="nav__list">
                  <li>
                    <a className="nav__link" href="/services" aria-current="page">
                      Services
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/packages">
                      Packages
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/photographers">
                      Photographers
                    </a>
                  </li>
                  <li>
                    <details className="dropdown" open>
                      <summary className="nav__link dropdown__toggle">Portfolio</summary>
                      <ul className="dropdown__menu">
                        {PORTFOLIO_MENU.map((c) => (
                          <li key={c}>
                            <a className="dropdown__link" href={`/portfolio/${c}`}>
                              {c}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                  <li>
                    <a className="nav__link" href="/contact">
                      Contact us
                    </a>
                  </li>
                  <li>
                    <a className="nav__link" href="/about">
                      About us
                    </a>
                  </li>
                  <li>
                    <a className="nav__link nav__link--external" href="https://example.com" rel="noopener">
                      Explore Frames
                    </a>
                  </li>
                </ul>
              </nav>
              <Button href="/contact" size="sm" className="site-header__cta">
                Get in touch
              </Button>
              <details className="menu" open>
                <summary className="menu__toggle" aria-label="Menu">
                  <span className="menu__bars" />
                </summary>
                <div className="menu__panel">
                  <ul className="menu__list">
                    <li>
                      <a className="menu__link" href="/services">
                        Services
                      </a>
                    </li>
                    <li>
                      <details className="submenu" open>
                        <summary className="menu__link submenu__toggle">Portfolio</summary>
                        <ul className="submenu__list">
                          {PORTFOLIO_MENU.map((c) => (
                            <li key={c}>
                              <a className="submenu__link" href={`/portfolio/${c}`}>
                                {c}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                    <li>
                      <a className="menu__link" href="/contact">
                        Contact us
                      </a>
                    </li>
                  </ul>
                  <Button href="/contact" className="menu__cta">
                    Get in touch
                  </Button>
                </div>
              </details>
            </div>
          </header>
        </div>
      </SgBlock>
    </>
  );
}
