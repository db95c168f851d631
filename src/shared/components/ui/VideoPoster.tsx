import { Icon } from './Icon';
import { Img } from './Img';
import type { ImageData } from './types';
import { useT } from '../../i18n/context';

export interface VideoPosterProps {
  title: string;
  image?: ImageData;
  /** Already formatted minutes:seconds, e.g. '3:07'. */
  duration?: string;
  /** Link fallback (e.g. the video page); without it the poster is a button for an island. */
  href?: string;
  onPlay?: () => void;
  /** Data hook for islands, e.g. the video URL or index. */
  dataVideo?: string;
}

/** Lite-embed poster: thumbnail + play button; the real player loads only on click (in a Modal size="video"). */
export function VideoPoster({ title, image, duration, href, onPlay, dataVideo }: VideoPosterProps) {
  const t = useT();
  const inner = (
    <>
      {image && <Img {...image} />}
      <span className="video-poster__play" aria-hidden="true">
        <Icon name="play" />
      </span>
      <span className="video-poster__title">{title}</span>
      {duration && (
        <span className="video-poster__duration">
          <span className="visually-hidden">{t('ui.duration')}</span>
          {duration}
        </span>
      )}
    </>
  );
  if (href) {
    return (
      <a className="video-poster" href={href} data-video={dataVideo} aria-label={t('ui.playVideo', { title })}>
        {inner}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="video-poster"
      onClick={onPlay}
      data-video={dataVideo}
      aria-label={t('ui.playVideo', { title })}
    >
      {inner}
    </button>
  );
}
