import { ConsentForm } from '../../../attribution/ConsentForm';
import { NOTICE } from '../../../attribution/consent';
import { Icon } from '../Icon';
import { CITIES, SgBlock, slug } from './samples';

/** The site footer, floating buttons and consent bar. */
export function FooterSection() {
  return (
    <>
      <SgBlock title="Layout — footer, floating buttons, consent bar" id="sg-footer" alt>
        <div className="demo-frame">
          <footer className="site-footer">
            <div className="container">
              <div className="footer__grid">
                <div className="footer__col">
                  <p className="footer__brand">Brand</p>
                  <p className="footer__tagline">Creating Memories Since 2020</p>
                  <div className="footer__contact">
                    <a href="tel:+910000000000">+91 00000 00000</a>
                    <a href="mailto:hello@example.com">hello@example.com</a>
                  </div>
                  <div className="social">
                    <a href="https://example.com" aria-label="Instagram">
                      <Icon name="camera" />
                    </a>
                    <a href="https://example.com" aria-label="YouTube">
                      <Icon name="play" />
                    </a>
                  </div>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Explore</h2>
                  <ul className="footer__links">
                    {['Services', 'Packages', 'Portfolios', 'Photographers', 'Blogs'].map((l) => (
                      <li key={l}>
                        <a href={`/${l.toLowerCase()}`}>{l}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Company</h2>
                  <ul className="footer__links">
                    {['About us', 'Contact us', 'FAQs', 'Become a partner'].map((l) => (
                      <li key={l}>
                        <a href="/about">{l}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="footer__col">
                  <h2 className="footer__title">Cities</h2>
                  <ul className="footer__links footer__links--cities">
                    {CITIES.map((c) => (
                      <li key={c}>
                        <a href={`/city/${slug(c)}`}>{c}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <div className="footer__bottom">
                <ul className="footer__legal">
                  <li>
                    <a href="/terms-and-conditions">Terms and conditions</a>
                  </li>
                  <li>
                    <a href="/privacy-policy">Privacy policy</a>
                  </li>
                  <li>
                    <a href="/cancellation-policy">Cancellation policy</a>
                  </li>
                </ul>
                <p className="footer__copy">© 2021 Brand. All rights reserved.</p>
              </div>
            </div>
          </footer>
          {/* The real consent element's form (ConsentBar island), without its landmark: one per page. */}
          <div className="consent">
            <p className="consent__title">{NOTICE.title}</p>
            <ConsentForm variant="bar" returnTo="/styleguide" />
          </div>
          <div className="fab-stack">
            <button type="button" className="fab" aria-label="Scroll to bottom">
              <Icon name="arrow-down" />
            </button>
            <a className="fab fab--chat" href="https://example.com/chat" aria-label="Chat with us">
              <Icon name="chat" />
            </a>
          </div>
        </div>
      </SgBlock>
    </>
  );
}
