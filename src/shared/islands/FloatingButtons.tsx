import { useEffect, useState } from 'react';
import { useT } from '../i18n/context';
import { chatHref, usePagePath } from '../public-config';

/**
 * The floating buttons (docs/product.md#floating-buttons): the scroll button points down until the
 * reader is past half of the scrollable height, then up (smooth scroll); the chat button opens a
 * chat with a greeting, through the site's tap route (chatHref). `phone` is no longer read here
 * (the route knows the number); it stays in the props so the pages' markup is unchanged.
 */
export default function FloatingButtons(_props: { phone: string }) {
  const t = useT();
  const [pastHalf, setPastHalf] = useState(false);
  const from = usePagePath();

  useEffect(() => {
    const update = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setPastHalf(scrollable > 0 && window.scrollY > scrollable / 2);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scroll = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: pastHalf ? 0 : document.documentElement.scrollHeight,
      behavior: smooth ? 'smooth' : 'auto',
    });
  };

  return (
    <aside className="fab-stack" aria-label={t('fab.label')}>
      <button
        type="button"
        className="fab"
        onClick={scroll}
        aria-label={pastHalf ? t('fab.top') : t('fab.bottom')}
        data-direction={pastHalf ? 'up' : 'down'}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          className={pastHalf ? 'icon-up' : 'icon-down'}
        >
          <path
            d="M12 5v14M5 12l7 7 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <a
        className="fab fab--chat"
        href={chatHref(from)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('fab.chat')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </a>
    </aside>
  );
}
