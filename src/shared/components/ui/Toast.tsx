import { Icon } from './Icon';
import { cx } from './cx';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastProps {
  kind: ToastKind;
  message: string;
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/** One toast at a time, top centre. success = green (role=status), error = red (role=alert). */
export function Toast({ kind, message, onClose, closeLabel = 'Dismiss', className }: ToastProps) {
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
        <button type="button" className="toast__close" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
