import type { MouseEvent } from 'react';

/** 'Retry' after a failed load: a link to the same URL without JavaScript, a reload with it. */
export default function RetryButton({ href }: { href: string }) {
  const reload = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    location.reload();
  };
  return (
    <a className="btn btn--secondary" href={href} onClick={reload}>
      Retry
    </a>
  );
}
