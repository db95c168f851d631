import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Button, Chip, Field } from '../components/ui';
import {
  LISTING_PATH,
  MAX_QUERY_LENGTH,
  PHOTOGRAPHER_CATEGORIES,
  PHOTOGRAPHER_SORTS,
  cleanQuery,
  isSort,
  listingHref,
  parseListing,
  withFilter,
  type ListingState,
  type PhotographerCategory,
  type PhotographerSort,
} from '../photographer-listing';
import { useLocalePath, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';
import { isPlainClick, swapRegion, type HistoryMode } from './region-swap';

export interface PhotographerFiltersProps {
  q: string;
  category: PhotographerCategory;
  sort: PhotographerSort;
  /** id of the results region this island updates. */
  region: string;
}

const TYPING_DELAY_MS = 400;
const SEARCH_ID = 'photographers-q';
const SORT_ID = 'photographers-sort';

/**
 * Search box, sort dropdown and category filter of /photographers. Without JavaScript it is a GET
 * form and links (every state is a URL). Hydrated, each change fetches the new results region and
 * swaps it in with pushState; the pager links in the region and Back/Forward are handled too.
 */
export default function PhotographerFilters({ q, category, sort, region }: PhotographerFiltersProps) {
  const t = useT();
  // The listing in the page's language: /hi/photographers on a Hindi page, and every state under it.
  const lp = useLocalePath();
  const listingPath = lp(LISTING_PATH);
  const [state, setState] = useState<ListingState>({ q, category, sort, page: 1 });
  const [text, setText] = useState(q);
  const shown = useRef<string | null>(null);
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; pushed: boolean }>({ pushed: false });

  const go = (next: ListingState, history: HistoryMode, scroll = false) => {
    clearTimeout(typing.current.timer);
    if (history !== 'replace') typing.current.pushed = false;
    setState(next);
    const href = lp(listingHref(next));
    shown.current = href;
    void swapRegion(href, region, { history, scroll, loadingText: t('photographers.loading') });
  };

  // Pager links inside the results region, and Back/Forward between listing states.
  useEffect(() => {
    shown.current = `${window.location.pathname}${window.location.search}`;
    // Typed or chosen before hydration: the controls keep the visitor's input, so apply it.
    const typed = (document.getElementById(SEARCH_ID) as HTMLInputElement | null)?.value ?? q;
    const chosen = (document.getElementById(SORT_ID) as HTMLSelectElement | null)?.value ?? sort;
    if (typed !== q || (chosen !== sort && isSort(chosen))) {
      setText(typed);
      go(withFilter(state, { q: cleanQuery(typed), sort: isSort(chosen) ? chosen : sort }), 'push');
    }
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`#${region} .pager a[href]`);
      if (!link || !isPlainClick(event)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== listingPath) return;
      event.preventDefault();
      const next = parseListing((name) => url.searchParams.get(name));
      go(next, 'push', true);
    };
    const onPop = () => {
      if (window.location.pathname !== listingPath) return;
      const here = `${window.location.pathname}${window.location.search}`;
      if (here === shown.current) return;
      const next = parseListing((name) => new URLSearchParams(window.location.search).get(name));
      setText(next.q);
      go(next, 'none');
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
      clearTimeout(typing.current.timer);
    };
  }, [region]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(withFilter(state, { q: cleanQuery(text) }), 'push');
  };

  const onType = (value: string) => {
    setText(value);
    clearTimeout(typing.current.timer);
    typing.current.timer = setTimeout(() => {
      const q = cleanQuery(value);
      if (q === state.q) return;
      // One history entry per typing burst: the first change pushes, the rest replace it.
      const mode: HistoryMode = typing.current.pushed ? 'replace' : 'push';
      go(withFilter(state, { q }), mode);
      typing.current.pushed = true;
    }, TYPING_DELAY_MS);
  };

  const onCategory = (event: MouseEvent<HTMLElement>, next: PhotographerCategory) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(withFilter(state, { category: next, q: cleanQuery(text) }), 'push');
  };

  return (
    <div className="stack">
      <form className="cluster" role="search" method="get" action={listingPath} onSubmit={onSubmit}>
        <Field
          id={SEARCH_ID}
          name="q"
          type="search"
          label={t('photographers.search')}
          hideLabel
          placeholder={t('photographers.searchPlaceholder')}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          value={text}
          onChange={(e) => onType(e.currentTarget.value)}
        />
        <Field
          as="select"
          id={SORT_ID}
          name="sort"
          label={t('photographers.sortBy')}
          hideLabel
          value={state.sort}
          onChange={(e) =>
            go(withFilter(state, { sort: e.currentTarget.value as PhotographerSort, q: cleanQuery(text) }), 'push')
          }
          options={PHOTOGRAPHER_SORTS.map((s) => ({ value: s, label: t(`detail.sort.${s}` as MessageKey) }))}
        />
        {state.category !== 'all' && <input type="hidden" name="category" value={state.category} />}
        <Button type="submit">{t('photographers.submit')}</Button>
      </form>
      <nav className="filterbar" aria-label={t('ui.filterByCategory')}>
        <ul className="filterbar__list">
          {PHOTOGRAPHER_CATEGORIES.map((c) => (
            <li key={c}>
              <Chip
                href={lp(listingHref(withFilter(state, { category: c })))}
                active={c === state.category}
                onClick={(e) => onCategory(e, c)}
              >
                {t(`detail.category.${c}` as MessageKey)}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
