/** A blog author (byline and bio under a post). */
import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, RICH_TEXT_MARKS } from '../fields';

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As it should appear in the byline, e.g. "Priya Sharma".',
      validation: (rule) => rule.required(),
    }),
    imageField('image', 'Portrait', { description: 'A square head-and-shoulders photo works best.' }),
    // The site reads a bio as plain text or Portable Text. Rich text is the editor-friendly pick:
    // paragraphs, bold/italic and links, as in Sanity's own blog schema, so bios exported from
    // other projects import unchanged. (A legacy plain-string bio still renders on the site.)
    defineField({
      name: 'bio',
      title: 'Bio',
      type: 'array',
      description: 'A few sentences about the author, shown under their posts.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Paragraph', value: 'normal' }],
          lists: [],
          marks: RICH_TEXT_MARKS,
        }),
      ],
    }),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
