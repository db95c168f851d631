/** One highlighted point of a certificate. */
import { defineField, defineType } from 'sanity';

export const certificatePoint = defineType({
  name: 'certificatePoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({
      name: 'pointTitle',
      title: 'Heading',
      type: 'string',
      description: 'A few words, e.g. "Licensed drone pilot".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'pointDescription',
      title: 'Text',
      type: 'string',
      description: 'One sentence under the heading.',
    }),
  ],
  preview: { select: { title: 'pointTitle', subtitle: 'pointDescription' } },
});
