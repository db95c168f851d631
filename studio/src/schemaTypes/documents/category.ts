/** A blog category (shown as a tag on posts). */
import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';

export const category = defineType({
  name: 'category',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description: 'e.g. "Wedding Tips".',
      validation: (rule) => rule.required(),
    }),
  ],
});
