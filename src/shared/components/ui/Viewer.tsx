import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from './Icon';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export interface PhotoViewerProps {
  open: boolean;
  image: ImageData;
  /** 0-based. */
  index: number;
  count: number;
  caption?: ReactNode;
  onClose?: () => void;
  onPrev?: () => void;
  onNext?: () => void;
  label?: string;
}

/**
 * Fullscreen photo viewer (dialog). Escape closes, ←/→ navigate when focus is inside; the island
 * should also listen on document, lock scroll (html.scroll-locked) and manage focus.
 */
export function PhotoViewer({ open, image, index, count, caption, onClose, onPrev, onNext, label }: PhotoViewerProps) {
  const t = useT();
  const countId = useId();
  if (!open) return null;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') onClose?.();
    else if (e.key === 'ArrowLeft') onPrev?.();
    else if (e.key === 'ArrowRight') onNext?.();
  };
  return (
    <div
      className="viewer"
      role="dialog"
      aria-modal="true"
      aria-label={label ?? t('viewer.label')}
      aria-describedby={countId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="viewer__bar">
        <span className="viewer__count" id={countId}>
          {index + 1} / {count}
        </span>
        <button type="button" className="viewer__close" aria-label={t('viewer.close')} onClick={onClose} data-close="">
          <Icon name="close" />
        </button>
      </div>
      <div className="viewer__stage">
        <img
          className="viewer__img"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '100vw' : undefined}
          width={image.width}
          height={image.height}
          alt={image.alt}
          decoding="async"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="viewer__prev"
              aria-label={t('viewer.previous')}
              onClick={onPrev}
              data-dir="prev"
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className="viewer__next"
              aria-label={t('viewer.next')}
              onClick={onNext}
              data-dir="next"
            >
              <Icon name="chevron-right" />
            </button>
          </>
        )}
      </div>
      <div className="viewer__caption">{caption}</div>
    </div>
  );
}
