/** One number tile of the About page (e.g. "500+" / "Happy Couples"). */
import { defineField, defineType } from 'sanity';

export const stat = defineType({
  name: 'stat',
  title: 'Number tile',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Number',
      type: 'string',
      description: 'Shown as written, e.g. "500+" or "10,000+".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'e.g. "Happy Couples".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
