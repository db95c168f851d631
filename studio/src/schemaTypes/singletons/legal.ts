/** Shared fields of the three legal pages. */
import { defineArrayMember, defineField } from 'sanity';

export const legalTitle = (fallback: string) =>
  defineField({
    name: 'title',
    title: 'Page title',
    type: 'string',
    description: `The heading of the page, e.g. "${fallback}".`,
    initialValue: fallback,
    validation: (rule) => rule.required(),
  });

export const legalSections = () =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    description: 'Shown in this order; drag to reorder.',
    of: [defineArrayMember({ type: 'legalSection' })],
  });

export const lastUpdated = () =>
  defineField({
    name: 'lastUpdated',
    title: 'Last updated',
    type: 'date',
    description: 'Shown at the top of the page. Change it whenever the text changes.',
    validation: (rule) => rule.required().warning('Without a date the page shows none.'),
  });
