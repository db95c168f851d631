import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { GalleryGrid, PhotoViewer, buttonClass, type GallerySize, type ImageData } from '../components/ui';
import { useT } from '../i18n/context';

export interface GalleryPhoto {
  key: string;
  /** Grid tile (portfolio size, srcset). */
  tile: ImageData;
  /** The fullscreen viewer's image. */
  full: ImageData;
}

/** The answer of GET /portfolio/{slug}/photos?start=&count=. */
export interface PhotoPage {
  total: number;
  photos: GalleryPhoto[];
}

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  total: number;
  /** The portfolio's size (docs/product.md#portfolio-page: large, medium, small; anything else is medium). */
  size: GallerySize;
  /** Photos added by one 'Load More'. */
  step: number;
  /** The page path, e.g. /portfolio/ladakh-road-journal (no-JS 'Load More' is `${path}?photos=N`). */
  path: string;
  /** JSON endpoint of further photos. */
  endpoint: string;
  label: string;
}

const modified = (e: MouseEvent) =>
  e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Portfolio photo grid with a working 'Load More' and a fullscreen viewer.
 * Without JavaScript each tile links to the large image and 'Load More' is a `?photos=N` link;
 * hydrated, tiles open the viewer (arrows, Escape, focus returns to the tile, page scroll locked)
 * and 'Load More' appends the next photos in place.
 */
export default function PhotoGallery({
  photos: initial,
  total: initialTotal,
  size,
  step,
  path,
  endpoint,
  label,
}: PhotoGalleryProps) {
  const t = useT();
  const [photos, setPhotos] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusAfterLoad = useRef<number | null>(null);

  const count = photos.length;
  const moreHref = `${path}?photos=${count + step}`;
  const tiles = () => [...(gridRef.current?.querySelectorAll<HTMLElement>('.gallery__link') ?? [])];

  // Newly appended photos: move focus to the first of them.
  useEffect(() => {
    if (focusAfterLoad.current === null) return;
    tiles()[focusAfterLoad.current]?.focus();
    focusAfterLoad.current = null;
  }, [count]);

  const close = () => setOpen(null);
  const prev = () => setOpen((i) => (i === null ? i : (i - 1 + count) % count));
  const next = () => setOpen((i) => (i === null ? i : (i + 1) % count));

  const isOpen = open !== null;
  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    viewerRef.current?.querySelector<HTMLElement>('.viewer')?.focus();
    // Keys pressed while focus is outside the viewer (inside, the viewer handles them itself).
    const onKey = (e: KeyboardEvent) => {
      if (viewerRef.current?.contains(e.target as Node)) return;
      if (e.key === 'Escape') setOpen(null);
      else if (e.key === 'ArrowLeft') prev();
      else if (e.key === 'ArrowRight') next();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.classList.remove('scroll-locked');
      opener.current?.focus();
    };
  }, [isOpen]);

  const onGridClick = (e: MouseEvent<HTMLDivElement>) => {
    if (modified(e)) return;
    const link = (e.target as Element).closest<HTMLElement>('.gallery__link');
    const index = link ? tiles().indexOf(link) : -1;
    if (index < 0) return;
    e.preventDefault();
    opener.current = link;
    setOpen(index);
  };

  // Keep Tab inside the open viewer.
  const trap = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const focusable = [...(viewerRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (
      e.shiftKey &&
      (document.activeElement === first || !focusable.includes(document.activeElement as HTMLElement))
    ) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const loadMore = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (modified(e)) return;
    e.preventDefault();
    if (loading) return;
    setLoading(true);
    setStatus(t('chrome.loading'));
    try {
      const res = await fetch(`${endpoint}?start=${count}&count=${step}`, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`Request failed with status ${res.status}`);
      const page = (await res.json()) as PhotoPage;
      focusAfterLoad.current = page.photos.length ? count : null;
      const seen = new Set(photos.map((p) => p.key));
      const added = page.photos.filter((p) => !seen.has(p.key));
      setPhotos([...photos, ...added]);
      setTotal(page.total);
      setStatus(`${count + added.length} of ${page.total} photos shown`);
      history.replaceState(history.state, '', `${path}?photos=${count + added.length}`);
    } catch {
      // The no-JavaScript path still works: load the longer page.
      window.location.assign(moreHref);
    } finally {
      setLoading(false);
    }
  };

  const current = open === null ? null : photos[open];
  return (
    <div>
      <div ref={gridRef} onClick={onGridClick}>
        <GalleryGrid
          label={label}
          eagerCount={0}
          items={photos.map((p) => ({ key: p.key, image: p.tile, size, href: p.full.src }))}
        />
      </div>
      {count < total && (
        <div className="section--tight">
          <a
            className={buttonClass('secondary')}
            href={moreHref}
            onClick={loadMore}
            aria-busy={loading || undefined}
            data-more=""
          >
            {t('detail.portfolio.loadMore')}
          </a>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div ref={viewerRef} onKeyDown={trap}>
        {current && open !== null && (
          <PhotoViewer
            open
            image={current.full}
            index={open}
            count={count}
            caption={current.full.alt}
            onClose={close}
            onPrev={prev}
            onNext={next}
          />
        )}
      </div>
    </div>
  );
}
