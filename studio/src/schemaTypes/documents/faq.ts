/** A question on /faqs; ordered by `order`, grouped by category. */
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineField, defineType } from 'sanity';
import { languageField } from '../fields';

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    languageField(),
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'As a visitor would ask it, e.g. "How far in advance should I book?".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      description: 'Shown when the question is opened. Separate paragraphs with a blank line.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      // Free text: the page makes one filter button per distinct category.
      description:
        'One word, lower case, e.g. general, booking, pricing, delivery. Each category becomes a filter button; keep the spelling identical across questions. Empty counts as "general".',
      initialValue: 'general',
      validation: (rule) => rule.required().warning('Empty is shown as "general".'),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: 'Questions are listed by this number, smallest first (1, 2, 3…).',
      validation: (rule) => rule.required().warning('Questions without a position are listed last.'),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'question', category: 'category', order: 'order' },
    prepare: ({ title, category, order }) => ({ title, subtitle: `${order ?? '–'} · ${category ?? 'general'}` }),
  },
});
