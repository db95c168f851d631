/** Privacy policy (one document, id "privacyPolicy"). */
import { LockIcon } from '@sanity/icons/Lock';
import { defineField, defineType } from 'sanity';
import { languageField } from '../fields';
import { lastUpdated, legalSections, legalTitle } from './legal';

export const privacyPolicy = defineType({
  name: 'privacyPolicy',
  title: 'Privacy policy',
  type: 'document',
  icon: LockIcon,
  fields: [
    languageField(),
    legalTitle('Privacy Policy'),
    defineField({
      name: 'overview',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      description: 'Text shown before the sections. Separate paragraphs with a blank line.',
    }),
    legalSections(),
    defineField({
      name: 'contactInfo',
      title: 'Privacy contact',
      type: 'object',
      description: 'Where visitors send privacy questions.',
      fields: [
        defineField({
          name: 'email',
          title: 'E-mail',
          type: 'string',
          description: 'e.g. privacy@example.com.',
          validation: (rule) => rule.email(),
        }),
        defineField({
          name: 'website',
          title: 'Website',
          type: 'url',
          description: 'A full address, e.g. https://example.com/contact.',
        }),
        defineField({
          name: 'phone',
          title: 'Phone',
          type: 'string',
          description: 'As it should be shown, e.g. "+91 98765 43210".',
        }),
      ],
    }),
    lastUpdated(),
  ],
});
