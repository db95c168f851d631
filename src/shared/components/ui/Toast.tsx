import { Icon } from './Icon';
import { cx } from './cx';
import { useT } from '../../i18n/context';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastProps {
  kind: ToastKind;
  message: string;
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/** One toast at a time, top centre. success = green (role=status), error = red (role=alert). */
export function Toast({ kind, message, onClose, closeLabel, className }: ToastProps) {
  const t = useT();
  const isError = kind === 'error';
  return (
    <div
      className={cx('toast', kind !== 'info' && `toast--${kind}`, className)}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <span className="toast__icon" aria-hidden="true">
        <Icon name={isError ? 'alert' : 'check'} />
      </span>
      <span className="toast__message">{message}</span>
      {onClose && (
        <button type="button" className="toast__close" aria-label={closeLabel ?? t('chrome.dismiss')} onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
