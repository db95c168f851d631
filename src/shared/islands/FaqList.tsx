import { useEffect, useState, type MouseEvent } from 'react';
import { Accordion, AccordionItem, Chip, EmptyState } from '../components/ui';
import { DescriptionText } from '../components/editorial/DescriptionText';
import { useLocalePath, useT } from '../i18n/context';
import type { MessageKey } from '../i18n/messages/en';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: string;
}

export interface FaqListProps {
  faqs: FaqItem[];
  /** Category from `?category=` ('all' when none). */
  active: string;
}

export const FAQ_DEFAULT_CATEGORY = 'general';

/** 'all' plus each distinct category, in order of first appearance. */
export function faqCategories(faqs: FaqItem[]): string[] {
  return ['all', ...new Set(faqs.map((f) => f.category))];
}

export const faqHref = (category: string) =>
  category === 'all' ? '/faqs' : `/faqs?${new URLSearchParams({ category })}`;

/**
 * 'all' and the categories the Studio suggests (studio/src/schemaTypes/documents/faq.ts) in the page's
 * language; any other category as the editor typed it.
 */
const CATEGORY_KEYS: Record<string, MessageKey> = {
  all: 'info.faqs.all',
  general: 'info.faqs.general',
  booking: 'info.faqs.booking',
  pricing: 'info.faqs.pricing',
  delivery: 'info.faqs.delivery',
};

const fromLocation = () => new URLSearchParams(location.search).get('category') || 'all';

/**
 * The FAQ list (docs/product.md#faqs). Category chips are links (`?category=`) that, once hydrated,
 * switch instantly without a reload; every question is a native <details>, so several can be
 * open at once, with or without JavaScript.
 */
export default function FaqList({ faqs, active: initial }: FaqListProps) {
  const t = useT();
  const lp = useLocalePath();
  const [active, setActive] = useState(initial);
  const categories = faqCategories(faqs);
  const visible = active === 'all' ? faqs : faqs.filter((f) => f.category === active);

  useEffect(() => {
    const onPop = () => setActive(fromLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const choose = (category: string) => (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (category === active) return;
    setActive(category);
    history.pushState(history.state, '', lp(faqHref(category)));
  };

  return (
    <div className="faq-list stack">
      <nav className="filterbar" aria-label={t('islands.faqCategories')}>
        <ul className="filterbar__list">
          {categories.map((category) => (
            <li key={category}>
              <Chip href={lp(faqHref(category))} active={category === active} onClick={choose(category)}>
                {Object.hasOwn(CATEGORY_KEYS, category) ? t(CATEGORY_KEYS[category]!) : category}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
      {visible.length === 0 ? (
        <EmptyState compact icon={null} message={t('islands.noFaqs')} />
      ) : (
        <Accordion>
          {visible.map((faq) => (
            <AccordionItem key={faq.id} title={faq.question} headingLevel={3}>
              <DescriptionText text={faq.answer} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </div>
  );
}
