import { createContext, useContext } from 'react';

/** The non-secret configuration pages and islands render with. */
export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  phone: string;
  email: string;
}

/**
 * The route every chat link goes through: it records the tap and redirects to WhatsApp
 * (src/worker/routes/chat-tap.ts).
 */
export const CHAT_TAP_PATH = '/go/whatsapp';

/**
 * Chat link (docs/product.md#floating-buttons): through the site, which records the tap and opens WhatsApp
 * with the greeting (docs/marketing.md "Chat taps"). `from` is the page's path; the link works
 * without JavaScript.
 */
export function chatHref(from: string): string {
  return `${CHAT_TAP_PATH}?from=${encodeURIComponent(from).replace(/%2F/g, '/')}`;
}

/**
 * The path of the page being rendered, for links that name it (chatHref): the server provides it
 * around the page (src/worker/render/Document.tsx); a hydrated island reads the browser's, the same
 * path the server was asked for.
 */
export const PagePath = createContext<string | null>(null);
export function usePagePath(): string {
  const path = useContext(PagePath);
  return path ?? (typeof location === 'undefined' ? '/' : location.pathname);
}

/**
 * The business's name (the SITE_NAME setting) for texts that must name it (the WhatsApp opt-in,
 * src/shared/forms/WhatsAppOptIn.tsx): the server provides it around the page
 * (src/worker/render/Document.tsx); a hydrated island reads the page's og:site_name, the same value.
 */
export const SiteName = createContext<string | null>(null);
export function useSiteName(): string {
  const name = useContext(SiteName);
  if (name !== null) return name;
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? '';
}
