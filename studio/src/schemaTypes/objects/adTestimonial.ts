/** A short client quote on a targeted ad landing page. */
import { defineField, defineType } from 'sanity';

export const adTestimonial = defineType({
  name: 'adTestimonial',
  title: 'Client quote',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Quote',
      type: 'text',
      rows: 3,
      description: "One or two sentences in the client's words.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Client name',
      type: 'string',
      description: 'Shown under the quote, e.g. "Anjali, Jaipur".',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'text' } },
});
