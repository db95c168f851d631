import { Hono } from 'hono';
import { FAQ_DEFAULT_CATEGORY, type FaqItem } from '../../../shared/islands/FaqList';
import { Q, type Faq } from '../../content';
import { load } from '../../render/Block';
import { seoMeta } from '../../render/meta';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../types';
import { settle } from '../blog/Settled';
import { FaqsPage } from './FaqsPage';

/** FAQs (spec §2 '/faqs'). */
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

/** How long the list (and its JSON-LD) may hold the shell back before it streams instead. */
const SETTLE_MS = 1000;

faqs.get('/faqs', async (c) => {
  const content = c.get('content');
  const config = c.get('config');
  const items = content.query<Faq[] | null>(Q.FAQS).then(faqItems);
  const data = load(items);
  // The list renders in place when ready in time; FAQPage JSON-LD (in <head>) needs it then too.
  const [meta, settled] = await Promise.all([seoMeta(content, 'faqs'), settle(data, SETTLE_MS)]);
  const forJsonLd = settled?.ok ? settled.value : null;
  const jsonLd = forJsonLd?.length
    ? [{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: forJsonLd.map((f) => ({
          '@type': 'Question',
          name: f.question,
          acceptedAnswer: { '@type': 'Answer', text: f.answer.replace(/\s+/g, ' ').trim() },
        })),
      }]
    : undefined;
  return renderPage(c, {
    meta: { ...meta, ...(jsonLd ? { jsonLd } : {}) },
    body: <FaqsPage data={data} settled={settled} active={(c.req.query('category') || 'all').slice(0, 100)} email={config.SUPPORT_EMAIL} phone={config.SUPPORT_PHONE} />,
  });
});
