/** A service (/services, /services/{slug}); listed by title. */
import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP, featuredField, imageField, slugField, languageField } from '../fields';

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: CaseIcon,
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The service name on its card and page, e.g. "Wedding Photography".',
      validation: (rule) => rule.required(),
    }),
    slugField('title', '/services/'),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description:
        'Groups services for the filter buttons on /services, e.g. "Wedding", "Portraits". Use the same spelling for services of one group.',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 6,
      description: DESCRIPTION_RULE_HELP,
    }),
    imageField('image', 'Photo', {
      altRequired: true,
      description: 'Shown on the service card and at the top of its page.',
    }),
    featuredField('On: shown on the home page (first 4 by title).'),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'category', media: 'image' } },
});
