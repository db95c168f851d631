/** Terms and conditions (one document, id "termsAndConditions"). */
import { DocumentsIcon } from '@sanity/icons/Documents';
import { defineField, defineType } from 'sanity';
import { languageField } from '../fields';
import { lastUpdated, legalSections, legalTitle } from './legal';

export const termsAndConditions = defineType({
  name: 'termsAndConditions',
  title: 'Terms and conditions',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    languageField(),
    legalTitle('Terms and Conditions'),
    defineField({
      name: 'content',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      description: 'Text shown before the sections. Separate paragraphs with a blank line.',
    }),
    legalSections(),
    lastUpdated(),
  ],
});
