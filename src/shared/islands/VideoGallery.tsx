import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { EXTERNAL } from '../site';
import { Modal, VideoPoster, type ImageData } from '../components/ui';

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
  const [open, setOpen] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = open !== null;

  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    panel.current?.querySelector<HTMLElement>('.modal__close')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !panel.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
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
    const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('.modal__panel button, .modal__panel iframe') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const video = open === null ? undefined : videos[open];
  return (
    <>
      <ul className="grid-3" aria-label={label} onClick={onClick}>
        {videos.map((v, i) => (
          <li key={v.key}>
            <VideoPoster title={v.title} image={v.thumb} duration={v.duration || undefined} href={v.id ? watchUrl(v.id) : undefined} dataVideo={String(i)} />
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
              <p className="state state--compact" role="alert">Video not available</p>
            )}
          </Modal>
        )}
      </div>
    </>
  );
}
