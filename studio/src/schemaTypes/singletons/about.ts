/** The About page (one document, id "about"). */
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP, imageField, languageField } from '../fields';

/** A titled text block (`{ title, content }`, a plain nested object). */
const textSection = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { collapsible: true, collapsed: false },
    fields: [
      defineField({
        name: 'title',
        title: 'Heading',
        type: 'string',
        description: "The section's heading.",
        validation: (rule) => rule.required().warning('Without a heading the section shows its default one.'),
      }),
      defineField({ name: 'content', title: 'Text', type: 'text', rows: 6, description: DESCRIPTION_RULE_HELP }),
    ],
  });

export const about = defineType({
  name: 'about',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    languageField(),
    defineField({
      name: 'heroSection',
      title: 'Header',
      type: 'object',
      description: 'The top of the page: headline, introduction and photo.',
      fields: [
        defineField({
          name: 'title',
          title: 'Headline',
          type: 'string',
          description: 'e.g. "We Tell Your Story Through".',
        }),
        defineField({
          name: 'highlightedText',
          title: 'Highlighted words',
          type: 'string',
          description: 'Shown after the headline in the accent colour, e.g. "Timeless Photographs".',
        }),
        defineField({
          name: 'description',
          title: 'Introduction',
          type: 'text',
          rows: 4,
          description: 'A short paragraph under the headline.',
        }),
        imageField('image', 'Photo', {
          altRequired: true,
          description: 'Beside the introduction (cropped to 4:3; set the focus point). Empty: a stock photo.',
        }),
      ],
    }),
    textSection('whatIs', 'Who we are', 'First text section.'),
    textSection('whyChoose', 'Why choose us', 'Second text section.'),
    textSection('howStarted', 'How we started', 'Third text section.'),
    defineField({
      name: 'stats',
      title: 'Number tiles',
      type: 'array',
      description: 'The row of figures, e.g. "500+ Happy Couples".',
      of: [defineArrayMember({ type: 'stat' })],
    }),
  ],
  preview: { select: { media: 'heroSection.image' }, prepare: ({ media }) => ({ title: 'About page', media }) },
});
