import { useState, type MouseEvent } from 'react';
import { useT } from '../i18n/context';

export interface LoadMorePostsProps {
  /** The next `?page=` URL: the no-JavaScript target, and what the island fetches. */
  href: string;
  /** id of the list the next cards are appended to. */
  listId: string;
}

/**
 * 'Load More Posts'. Without JavaScript a link to the next `?page=` (the server renders the first
 * N pages). With it, fetches that page, appends the cards that are new, updates the URL and
 * points itself at the following page (or disappears after the last).
 */
export default function LoadMorePosts({ href, listId }: LoadMorePostsProps) {
  const t = useT();
  const [next, setNext] = useState<string | null>(href);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0 || !next) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(next, { headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(`Request failed with status ${res.status}`);
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const list = document.getElementById(listId);
      const incoming = doc.getElementById(listId);
      if (!list || !incoming) throw new Error(`no #${listId} in the page or the answer`);
      const have = list.children.length;
      const added = [...incoming.children].slice(have).map((item) => list.appendChild(document.importNode(item, true)));
      history.replaceState(history.state, '', next);
      const following = doc.querySelector<HTMLElement>('[data-island="LoadMorePosts"]')?.dataset.props;
      const nextHref = following ? (JSON.parse(following) as LoadMorePostsProps).href : null;
      setNext(nextHref && nextHref !== next ? nextHref : null);
      added[0]?.querySelector<HTMLAnchorElement>('a')?.focus({ preventScroll: true });
    } catch (error) {
      console.warn('load more posts:', error instanceof Error ? error.message : error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (!next) return null;
  return (
    <div className="load-more">
      <a className="btn btn--secondary" href={next} onClick={load} aria-busy={busy || undefined} aria-controls={listId}>
        {busy ? t('chrome.loading') : t('islands.loadMorePosts')}
      </a>
      {failed ? (
        <p className="load-more__error" role="alert">
          {t('pages.blog.error')}
        </p>
      ) : null}
    </div>
  );
}
