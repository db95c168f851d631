import { useState } from 'react';

export const CONSENT_COOKIE = 'consent';

/**
 * The consent element. Without JavaScript its form posts to /consent, which sets the cookie
 * and returns to the page; with JavaScript it sets the cookie and hides in place.
 */
export default function ConsentBar({ returnTo }: { returnTo: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const accept = (e: React.FormEvent) => {
    e.preventDefault();
    document.cookie = `${CONSENT_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`;
    setHidden(true);
  };
  return (
    <form className="consent" method="post" action="/consent" onSubmit={accept} aria-label="Cookie consent">
      <p className="consent__text">We use cookies to give you the best experience on our site and to understand how it is used.</p>
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="consent__actions"><button type="submit" className="btn btn--primary btn--sm">Accept</button></div>
    </form>
  );
}
