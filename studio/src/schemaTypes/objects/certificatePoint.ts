/** One highlighted point of a certificate. */
import { defineField, defineType } from 'sanity';

export const certificatePoint = defineType({
  name: 'certificatePoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({ name: 'pointTitle', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'pointDescription', title: 'Text', type: 'string' }),
  ],
  preview: { select: { title: 'pointTitle', subtitle: 'pointDescription' } },
});
