import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Chip } from '../components/ui';
import { PHOTO_SORTS, parsePhotoSort, photoSortHref, type PhotoSort as Sort } from '../photo-order';
import { isPlainClick, swapRegion } from './region-swap';
import { useT } from '../i18n/context';

export interface PhotoSortProps {
  /** Page path, e.g. /photographer/aarav-mehta. */
  path: string;
  sort: Sort;
  /** id of the gallery region this island updates. */
  region: string;
  labels: Record<Sort, string>;
}

/**
 * Newest / oldest gallery order as `?sort=` links. Hydrated, a click swaps the gallery region in
 * place (pushState) instead of reloading the page; Back/Forward restore the previous order.
 */
export default function PhotoSort({ path, sort: initial, region, labels }: PhotoSortProps) {
  const t = useT();
  const [sort, setSort] = useState<Sort>(initial);
  const current = useRef(initial);

  const apply = (next: Sort, history: 'push' | 'none') => {
    current.current = next;
    setSort(next);
    void swapRegion(history === 'push' ? photoSortHref(path, next) : window.location.href, region, { history });
  };

  useEffect(() => {
    const onPop = () => {
      if (window.location.pathname !== path) return;
      const next = parsePhotoSort(new URLSearchParams(window.location.search).get('sort'));
      if (next !== current.current) apply(next, 'none');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [path, region]);

  const onClick = (event: MouseEvent<HTMLElement>, next: Sort) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (next !== current.current) apply(next, 'push');
  };

  return (
    <nav className="filterbar" aria-label={t('islands.sortPhotos')}>
      <ul className="filterbar__list">
        {PHOTO_SORTS.map((s) => (
          <li key={s}>
            <Chip href={photoSortHref(path, s)} active={s === sort} onClick={(e) => onClick(e, s)}>
              {labels[s]}
            </Chip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
