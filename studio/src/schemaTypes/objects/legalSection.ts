/** One titled section of a legal page (terms, privacy, cancellation). */
import { defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP } from '../fields';

export const legalSection = defineType({
  name: 'legalSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'e.g. "Payments".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'content', title: 'Text', type: 'text', rows: 6, description: DESCRIPTION_RULE_HELP }),
  ],
  preview: { select: { title: 'title', subtitle: 'content' } },
});
