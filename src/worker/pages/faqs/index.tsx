import { Hono } from 'hono';
import { FAQ_DEFAULT_CATEGORY, type FaqItem } from '../../../shared/islands/FaqList';
import { Q, type Faq } from '../../content';
import { load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage, settleWindow } from '../../render/render';
import type { AppEnv } from '../../app-env';
import { FaqsPage } from './FaqsPage';

/** FAQs (docs/product.md#faqs). */
export const faqs = new Hono<AppEnv>();

/** FAQs in `order`, as plain items; a missing category is 'general', a question-less one is dropped. */
export function faqItems(list: Faq[] | null): FaqItem[] {
  return (Array.isArray(list) ? list : [])
    .filter((f) => typeof f?.question === 'string' && f.question.trim() !== '')
    .map((f) => ({
      id: f._id,
      question: f.question!.trim(),
      answer: typeof f.answer === 'string' ? f.answer : '',
      category: typeof f.category === 'string' && f.category.trim() ? f.category.trim() : FAQ_DEFAULT_CATEGORY,
    }));
}

faqs.get('/faqs', async (c) => {
  const content = c.get('content');
  const config = c.get('config');
  const items = content.query<Faq[] | null>(Q.FAQS).then(faqItems);
  const data = load(items);
  // FAQPage JSON-LD (in <head>) needs the list before rendering: only when it is ready within the settle window.
  const [meta, ready] = await Promise.all([seoMeta(content, 'faqs'), settleWindow(c, data)]);
  const forJsonLd = ready?.ok ? ready.value : null;
  const jsonLd = forJsonLd?.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: forJsonLd.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer.replace(/\s+/g, ' ').trim() },
          })),
        },
      ]
    : undefined;
  return renderPage(c, {
    meta: { ...meta, ...(jsonLd ? { jsonLd } : {}) },
    body: (
      <FaqsPage data={data} active={(c.req.query('category') || 'all').slice(0, 100)} email={config.SUPPORT_EMAIL} />
    ),
  });
});
