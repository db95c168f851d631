/** A city gallery (/city/{slug}). */
import { PinIcon } from '@sanity/icons/Pin';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP, imageField, slugField, languageField } from '../fields';

export const city = defineType({
  name: 'city',
  title: 'City',
  type: 'document',
  icon: PinIcon,
  fields: [
    languageField(),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The city as visitors know it, e.g. "Jaipur".',
      validation: (rule) => rule.required(),
    }),
    slugField('name', '/city/'),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 6,
      description: DESCRIPTION_RULE_HELP,
    }),
    imageField('heroImage', 'Header photo', { description: 'Wide photo across the top of the page.' }),
    defineField({
      name: 'photos',
      title: 'Photos',
      type: 'array',
      description: 'The city gallery (the page shows up to 25).',
      of: [defineArrayMember({ type: 'cityPhoto' })],
    }),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', media: 'heroImage' } },
});
