/** The non-secret configuration pages and islands render with. */
export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  phone: string;
  email: string;
}

/** Chat link (spec 'Floating buttons'): the support number with a prefilled greeting. */
export function chatHref(phone: string): string {
  const text = 'Hello! I have a question about your website.';
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
