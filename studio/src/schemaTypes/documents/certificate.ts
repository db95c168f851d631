/** A certificate or credential shown on the About page, in creation order. */
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP, imageField, languageField } from '../fields';

export const certificate = defineType({
  name: 'certificate',
  title: 'Certificate',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The certificate\'s name, e.g. "DGCA Remote Pilot Certificate".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      description: DESCRIPTION_RULE_HELP,
    }),
    imageField('image', 'Photo', { altRequired: true, description: 'A photo or scan of the certificate.' }),
    defineField({
      name: 'points',
      title: 'Key points',
      type: 'array',
      description: 'Short highlights listed under the certificate.',
      of: [defineArrayMember({ type: 'certificatePoint' })],
    }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
});
