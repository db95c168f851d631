import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { EXTERNAL } from '../site';
import { Modal, VideoPoster, type ImageData } from '../components/ui';
import { useT } from '../i18n/context';

export interface VideoItem {
  key: string;
  title: string;
  /** m:ss, or '' when unknown. */
  duration: string;
  /** The 11-character video id, or null when none can be read from the link. */
  id: string | null;
  thumb?: ImageData;
}

export interface VideoGalleryProps {
  videos: VideoItem[];
  label: string;
}

/** The privacy-enhanced embed URL of a video id. */
export const embedUrl = (id: string) => `${EXTERNAL.videoEmbedHost}/embed/${id}?autoplay=1&rel=0`;
const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * Video posters that open a modal embedding the video (youtube-nocookie) by its 11-character id;
 * a link without a usable id says 'Video not available'. Without JavaScript a poster with a valid
 * id links to the video host. Escape, the close button and the backdrop close it; focus returns.
 */
export default function VideoGallery({ videos, label }: VideoGalleryProps) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = open !== null;

  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    const first = () => panel.current?.querySelector<HTMLElement>('.modal__close');
    first()?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !panel.current?.contains(e.target as Node)) setOpen(null);
    };
    // Tabbing out of the embedded player (its own document) lands outside the dialog: bring it back.
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !panel.current?.contains(e.target)) first()?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      root.classList.remove('scroll-locked');
      opener.current?.focus();
    };
  }, [isOpen]);

  const onClick = (e: MouseEvent<HTMLUListElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const poster = (e.target as Element).closest<HTMLElement>('[data-video]');
    if (!poster) return;
    e.preventDefault();
    opener.current = poster;
    setOpen(Number(poster.dataset.video));
  };

  // Keep Tab inside the open dialog.
  const trap = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    // Moved by hand: the browser's own order would step from the close button past a player
    // that cannot take focus (not loaded, blocked) straight out of the dialog.
    const focusable = [
      ...(panel.current?.querySelectorAll<HTMLElement>('.modal__panel button, .modal__panel iframe') ?? []),
    ];
    if (focusable.length === 0) return;
    e.preventDefault();
    const at = focusable.indexOf(document.activeElement as HTMLElement);
    const n = focusable.length;
    focusable[at < 0 ? 0 : (at + (e.shiftKey ? n - 1 : 1)) % n]!.focus();
  };

  const video = open === null ? undefined : videos[open];
  return (
    <>
      <ul className="grid-3" aria-label={label} onClick={onClick}>
        {videos.map((v, i) => (
          <li key={v.key}>
            <VideoPoster
              title={v.title}
              image={v.thumb}
              duration={v.duration || undefined}
              href={v.id ? watchUrl(v.id) : undefined}
              dataVideo={String(i)}
            />
          </li>
        ))}
      </ul>
      <div ref={panel} onKeyDown={trap}>
        {video && (
          <Modal open size="video" title={video.title} onClose={() => setOpen(null)}>
            {video.id ? (
              <iframe
                src={embedUrl(video.id)}
                title={video.title}
                width={1280}
                height={720}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <p className="state state--compact" role="alert">
                {t('detail.portfolio.videoMissing')}
              </p>
            )}
          </Modal>
        )}
      </div>
    </>
  );
}
