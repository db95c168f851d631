import { useId } from 'react';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { buttonClass } from './Button';
import { Chip } from './Chip';
import { Icon } from './Icon';
import { Img } from './Img';
import { Stars } from './Stars';
import { cx } from './cx';
import type { FocalPoint, ImageData, Ratio } from './types';

type Heading = 'h2' | 'h3' | 'h4';

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
  titleAs?: Heading;
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

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface PhotographerCardProps {
  name: string;
  /** Profile link, e.g. /photographer/{slug}. */
  href: string;
  image?: ImageData;
  featured?: boolean;
  /** Job title; default 'Professional Photographer'. */
  title?: string | null;
  /** e.g. 'wedding' → 'Wedding Photography'. */
  specialty?: string | null;
  /** Shown as 'View Portfolio (count)'. */
  photoCount?: number;
  /** Overrides the link text (home uses 'See Portfolio'). */
  portfolioLabel?: string;
  /** Shows a 'Book Now' button when given (e.g. '/contact'). */
  bookHref?: string;
  showTitle?: boolean;
  eager?: boolean;
  titleAs?: Heading;
}

export function PhotographerCard({
  name,
  href,
  image,
  featured,
  title,
  specialty,
  photoCount,
  portfolioLabel,
  bookHref,
  showTitle = true,
  eager,
  titleAs,
}: PhotographerCardProps) {
  const id = useId();
  const label = portfolioLabel ?? (photoCount !== undefined ? `View Portfolio (${photoCount})` : 'View Portfolio');
  return (
    <Card
      variant="photographer"
      image={image}
      ratio="4x5"
      focal="top"
      eager={eager}
      badges={featured ? <Badge kind="featured">Featured</Badge> : undefined}
      title={name}
      titleAs={titleAs}
      titleId={id}
      subtitle={showTitle ? title || 'Professional Photographer' : undefined}
      text={specialty ? `${capitalise(specialty)} Photography` : undefined}
      actions={
        <>
          <a className={buttonClass('secondary', 'sm', false, 'card__stretch')} href={href} aria-describedby={id}>
            {label}
          </a>
          {bookHref && (
            <a className={buttonClass('primary', 'sm')} href={bookHref} aria-describedby={id}>
              Book Now
            </a>
          )}
        </>
      }
    />
  );
}

export interface PortfolioCardProps {
  title: string;
  /** e.g. /portfolio/{slug}. */
  href: string;
  image?: ImageData;
  featured?: boolean;
  category?: string | null;
  description?: string | null;
  photoCount?: number;
  videoCount?: number;
  ctaLabel?: string;
  eager?: boolean;
  titleAs?: Heading;
}

export function PortfolioCard({
  title,
  href,
  image,
  featured,
  category,
  description,
  photoCount,
  videoCount,
  ctaLabel = 'View Portfolio',
  eager,
  titleAs,
}: PortfolioCardProps) {
  const id = useId();
  const counts = photoCount !== undefined || videoCount !== undefined;
  return (
    <Card
      variant="portfolio"
      image={image}
      ratio="4x3"
      eager={eager}
      badges={featured ? <Badge kind="featured">Featured</Badge> : undefined}
      eyebrow={category ? <Chip static>{category}</Chip> : undefined}
      title={title}
      titleAs={titleAs}
      titleId={id}
      text={description || undefined}
      clamp
      meta={
        counts ? (
          <>
            {photoCount !== undefined && (
              <span>
                <Icon name="image" /> {plural(photoCount, 'photo', 'photos')}
              </span>
            )}
            {videoCount !== undefined && (
              <span>
                <Icon name="video" /> {plural(videoCount, 'video', 'videos')}
              </span>
            )}
          </>
        ) : undefined
      }
      actions={
        <a className={buttonClass('link', 'md', false, 'card__stretch')} href={href} aria-describedby={id}>
          {ctaLabel} <Icon name="arrow-right" />
        </a>
      }
    />
  );
}

export interface ServiceCardProps {
  title: string;
  image?: ImageData;
  category?: string | null;
  description?: string | null;
  /** The 'Book Now' target (/contact or /services/{slug}). */
  ctaHref: string;
  ctaLabel?: string;
  eager?: boolean;
  titleAs?: Heading;
}

export function ServiceCard({ title, image, category, description, ctaHref, ctaLabel = 'Book Now', eager, titleAs }: ServiceCardProps) {
  const id = useId();
  return (
    <Card
      variant="service"
      image={image}
      ratio="4x3"
      eager={eager}
      eyebrow={category || undefined}
      title={title}
      titleAs={titleAs}
      titleId={id}
      text={description || undefined}
      clamp
      actions={
        <a className={buttonClass('primary', 'sm', false, 'card__stretch')} href={ctaHref} aria-describedby={id}>
          {ctaLabel}
        </a>
      }
    />
  );
}

export interface PostCardProps {
  title: string;
  /** e.g. /blogs/{slug}. */
  href: string;
  image?: ImageData;
  /** Already formatted, e.g. 'March 5, 2024'. */
  date?: string;
  /** Machine date for <time dateTime>. */
  dateTime?: string;
  author?: string;
  excerpt?: string;
  categories?: string[];
  featured?: boolean;
  eager?: boolean;
  titleAs?: Heading;
}

export function PostCard({ title, href, image, date, dateTime, author, excerpt, categories, featured, eager, titleAs }: PostCardProps) {
  return (
    <Card
      variant="post"
      href={href}
      image={image}
      ratio="3x2"
      eager={eager}
      badges={featured ? <Badge kind="featured">Featured</Badge> : undefined}
      eyebrow={categories && categories.length > 0 ? categories.join(' · ') : undefined}
      title={title}
      titleAs={titleAs}
      text={excerpt || undefined}
      meta={
        date || author ? (
          <>
            {date && <time dateTime={dateTime}>{date}</time>}
            {author && <span>{author}</span>}
          </>
        ) : undefined
      }
    />
  );
}

export interface TierCardProps {
  /** Tier name, the card heading (e.g. 'Bronze', 'Standard'). */
  tier: string;
  /** Optional line under the tier (e.g. the service). */
  title?: string;
  /** Formatted price or 'Price on request'. */
  price: string;
  features: string[];
  emptyText?: string;
  tone?: 'bronze' | 'silver' | 'gold';
  highlight?: boolean;
  /** Custom action (e.g. an island's button); else a link when ctaHref is given. */
  action?: ReactNode;
  ctaHref?: string;
  ctaLabel?: string;
  titleAs?: Heading;
  className?: string;
}

export function TierCard({
  tier,
  title,
  price,
  features,
  emptyText = 'No features specified',
  tone,
  highlight,
  action,
  ctaHref,
  ctaLabel = 'Book now',
  titleAs: H = 'h3',
  className,
}: TierCardProps) {
  const act =
    action ??
    (ctaHref ? (
      <a className={buttonClass(highlight ? 'primary' : 'secondary', 'md', true)} href={ctaHref}>
        {ctaLabel}
      </a>
    ) : null);
  return (
    <article className={cx('tier-card', tone && `tier-card--${tone}`, highlight && 'tier-card--highlight', className)}>
      <H className="tier-card__tier">{tier}</H>
      {title && <p className="tier-card__title">{title}</p>}
      <p className="tier-card__price">{price}</p>
      {features.length > 0 ? (
        <ul className="tier-card__features">
          {features.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      ) : (
        <p className="tier-card__empty">{emptyText}</p>
      )}
      {act && <div className="tier-card__action">{act}</div>}
    </article>
  );
}

export interface TestimonialCardProps {
  quote: string;
  name: string;
  role?: string;
  /** 0–5; omitted → no stars. */
  rating?: number;
  image?: ImageData;
}

/** Review in quotes, stars, person. */
export function TestimonialCard({ quote, name, role, rating, image }: TestimonialCardProps) {
  return (
    <figure className="testimonial">
      {rating !== undefined && <Stars rating={rating} />}
      <blockquote className="testimonial__quote">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="testimonial__person">
        {image && <Img {...image} className="testimonial__avatar" />}
        <span>
          <span className="testimonial__name">{name}</span>
          {role && <span className="testimonial__role">{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
