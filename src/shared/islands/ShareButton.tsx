import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/ui/Icon';
import { useT } from '../i18n/context';

export interface ShareButtonProps {
  url: string;
  title: string;
}

/**
 * Share (docs/product.md#blog): the device share sheet when there is one, else copies the link and says
 * 'Link copied!'. A dismissed share sheet is not an error.
 */
export default function ShareButton({ url, title }: ShareButtonProps) {
  const t = useT();
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), 3000);
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(t('islands.linkCopied'));
    } catch {
      say(t('islands.copyLink', { url }));
    }
  };

  return (
    <div className="share">
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => void share()}>
        <Icon name="share" />
        Share
      </button>
      <span className="share__status" role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
