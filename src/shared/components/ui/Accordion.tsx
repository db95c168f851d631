import type { ReactNode } from 'react';
import { cx } from './cx';

export interface AccordionProps {
  /** `cards` = separated white cards (packages); default = hairline list (FAQs). */
  variant?: 'list' | 'cards';
  className?: string;
  children: ReactNode;
}

export function Accordion({ variant = 'list', className, children }: AccordionProps) {
  return <div className={cx('accordion', variant === 'cards' && 'accordion--cards', className)}>{children}</div>;
}

export interface AccordionItemProps {
  title: ReactNode;
  /** Exclusive group: items sharing a `name` open one at a time (native <details name>). Omit for independent items. */
  name?: string;
  open?: boolean;
  id?: string;
  /** Heading level wrapped around the summary text, for the document outline (default: none). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** Native <details>/<summary>: works without JavaScript. */
export function AccordionItem({ title, name, open, id, headingLevel, className, children }: AccordionItemProps) {
  const H = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <details className={cx('accordion__item', className)} name={name} open={open} id={id}>
      <summary className="accordion__summary">
        {H ? <H className="accordion__title">{title}</H> : <span className="accordion__title">{title}</span>}
        <span className="accordion__icon" aria-hidden="true" />
      </summary>
      <div className="accordion__panel">{children}</div>
    </details>
  );
}
