import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { VideoPoster, type ImageData } from '../components/ui';
import { EXTERNAL } from '../site';

export interface InlineVideoProps {
  /** The 11-character video id. */
  id: string;
  title: string;
  poster?: ImageData;
}

/**
 * Lite embed: a poster linking to the video (works without JavaScript) that becomes the
 * privacy-friendly player in place on click, so the page never pays for the player up front.
 */
export default function InlineVideo({ id, title, poster }: InlineVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        className="inline-video"
        src={`${EXTERNAL.videoEmbedHost}/embed/${id}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const play = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // let new-tab clicks through
    e.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="inline-video" onClickCapture={play}>
      <VideoPoster title={title} image={poster} href={`https://www.youtube.com/watch?v=${id}`} dataVideo={id} />
    </div>
  );
}
