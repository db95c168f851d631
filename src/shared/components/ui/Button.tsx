import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonBase {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

/** With `href`: renders <a>. `style` is deliberately not accepted (CSP style-src 'self'). */
export type ButtonAsLink = ButtonBase &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style' | 'className' | 'children'> & { href: string };

/** Without `href`: renders <button type="button"> unless `type` is given. */
export type ButtonAsButton = ButtonBase &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'className' | 'children'> & { href?: undefined };

export type ButtonProps = ButtonAsLink | ButtonAsButton;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
  extra?: string,
): string {
  return cx(
    'btn',
    variant !== 'primary' && `btn--${variant}`,
    size !== 'md' && `btn--${size}`,
    block && 'btn--block',
    extra,
  );
}

export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, block, className, children, ...rest } = props;
    return (
      <a {...rest} className={buttonClass(variant, size, block, className)}>
        {children}
      </a>
    );
  }
  const { variant, size, block, className, children, type, href: _href, ...rest } = props;
  return (
    <button {...rest} type={type ?? 'button'} className={buttonClass(variant, size, block, className)}>
      {children}
    </button>
  );
}
