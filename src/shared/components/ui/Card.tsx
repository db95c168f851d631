import type { ReactNode } from 'react';
import { Img } from './Img';
import { cx } from './cx';
import type { FocalPoint, ImageData, Ratio } from './types';

/** Heading level of a card title (the variants pass it through). */
export type CardHeading = 'h2' | 'h3' | 'h4';

export interface CardProps {
  /** When given, the title is a link stretched over the whole card. */
  href?: string;
  image?: ImageData;
  ratio?: Ratio;
  focal?: FocalPoint;
  eager?: boolean;
  /** Overlaid on the image, top-left (e.g. <Badge kind="featured">). */
  badges?: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  titleAs?: CardHeading;
  titleId?: string;
  subtitle?: ReactNode;
  text?: ReactNode;
  /** Clamp text to two lines. */
  clamp?: boolean;
  meta?: ReactNode;
  /** Buttons/links at the bottom; give one of them `card__stretch` to make it the card's link. */
  actions?: ReactNode;
  /** Modifier: `card--{variant}`. */
  variant?: string;
  className?: string;
  children?: ReactNode;
}

export function Card({
  href,
  image,
  ratio = '4x3',
  focal,
  eager,
  badges,
  eyebrow,
  title,
  titleAs: H = 'h3',
  titleId,
  subtitle,
  text,
  clamp,
  meta,
  actions,
  variant,
  className,
  children,
}: CardProps) {
  return (
    <article className={cx('card', variant && `card--${variant}`, className)}>
      {(image || badges) && (
        <div className="card__media">
          {image && <Img {...image} ratio={ratio} focal={focal} eager={eager} />}
          {badges && <div className="card__badges">{badges}</div>}
        </div>
      )}
      <div className="card__body">
        {eyebrow && <div className="card__eyebrow">{eyebrow}</div>}
        <H className="card__title" id={titleId}>
          {href ? (
            <a className="card__stretch" href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </H>
        {subtitle && <p className="card__subtitle">{subtitle}</p>}
        {text && <p className={cx('card__text', clamp && 'card__text--clamp')}>{text}</p>}
        {children}
        {meta && <div className="card__meta">{meta}</div>}
        {actions && <div className="card__actions">{actions}</div>}
      </div>
    </article>
  );
}
