import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  title: ReactNode;
  /** Hide the title visually (still names the dialog). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'video';
  footer?: ReactNode;
  closeLabel?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * Dialog with backdrop (click closes), centred panel (bottom sheet on phones) and a close button.
 * Escape inside the dialog calls onClose. The island owning `open` should also set
 * `html.scroll-locked`, move focus into the panel and restore it on close. Renders nothing when closed.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  size = 'md',
  footer,
  closeLabel,
  id,
  className,
  children,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  if (!open) return null;
  const onKeyDown = onClose
    ? (e: KeyboardEvent<HTMLDivElement>) => {
        if (e.key === 'Escape') onClose();
      }
    : undefined;
  return (
    <div id={id} className={cx('modal', size !== 'md' && `modal--${size}`, className)} onKeyDown={onKeyDown}>
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 className={cx('modal__title', hideTitle && 'visually-hidden')} id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={closeLabel ?? t('chrome.close')}
            onClick={onClose}
            data-close=""
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
