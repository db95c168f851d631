import { EXTERNAL, PORTFOLIO_CATEGORIES } from './site';
import { capitalize } from './format';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/** Header navigation (docs/product.md#header-and-navigation), shared by the desktop header and the mobile menu. */
export const MAIN_NAV: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/packages' },
  { label: 'Photographers', href: '/photographers' },
];
export const PORTFOLIO_NAV: NavLink[] = PORTFOLIO_CATEGORIES.map((c) => ({
  label: capitalize(c),
  href: `/portfolios?category=${c}`,
}));
export const SECONDARY_NAV: NavLink[] = [
  { label: 'Contact us', href: '/contact' },
  { label: 'About us', href: '/about' },
  { label: 'Explore Frames', href: EXTERNAL.exploreFrames, external: true },
];

export const FOOTER_EXPLORE: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/packages' },
  { label: 'Portfolio', href: '/portfolios' },
  { label: 'Photographers', href: '/photographers' },
  { label: 'Blog', href: '/blogs' },
  { label: 'FAQs', href: '/faqs' },
];
export const FOOTER_COMPANY: NavLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Contact us', href: '/contact' },
  { label: 'Become a Partner', href: '/become-partner' },
  { label: 'Become a Photographer', href: '/become-photographer' },
];
export const LEGAL_NAV: NavLink[] = [
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cancellation Policy', href: '/cancellation-policy' },
];
