import type { MessageKey } from './i18n/messages/en';
import { PORTFOLIO_CATEGORIES } from './lists';
import { EXTERNAL } from './site';

/** A navigation link: its words are a catalogue key (the page's language), its href a site path or a URL. */
export interface NavLink {
  label: MessageKey;
  href: string;
  external?: boolean;
}

/** Header navigation (docs/product.md#header-and-navigation), shared by the desktop header and the mobile menu. */
export const MAIN_NAV: NavLink[] = [
  { label: 'nav.services', href: '/services' },
  { label: 'nav.packages', href: '/packages' },
  { label: 'nav.photographers', href: '/photographers' },
];
export const PORTFOLIO_NAV: NavLink[] = PORTFOLIO_CATEGORIES.map((c) => ({
  label: `portfolioCategory.${c}`,
  href: `/portfolios?category=${c}`,
}));
export const SECONDARY_NAV: NavLink[] = [
  { label: 'nav.contact', href: '/contact' },
  { label: 'nav.about', href: '/about' },
  { label: 'nav.exploreFrames', href: EXTERNAL.exploreFrames, external: true },
];

export const FOOTER_EXPLORE: NavLink[] = [
  { label: 'nav.services', href: '/services' },
  { label: 'nav.packages', href: '/packages' },
  { label: 'nav.portfolio', href: '/portfolios' },
  { label: 'nav.photographers', href: '/photographers' },
  { label: 'nav.blog', href: '/blogs' },
  { label: 'nav.faqs', href: '/faqs' },
];
export const FOOTER_COMPANY: NavLink[] = [
  { label: 'nav.about', href: '/about' },
  { label: 'nav.contact', href: '/contact' },
  { label: 'nav.becomePartner', href: '/become-partner' },
  { label: 'nav.becomePhotographer', href: '/become-photographer' },
];
export const LEGAL_NAV: NavLink[] = [
  { label: 'nav.terms', href: '/terms-and-conditions' },
  { label: 'nav.privacy', href: '/privacy-policy' },
  { label: 'nav.cancellation', href: '/cancellation-policy' },
];
