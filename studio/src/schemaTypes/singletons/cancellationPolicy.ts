/** Cancellation policy (one document, id "cancellationPolicy"). */
import { CloseCircleIcon } from '@sanity/icons/CloseCircle';
import { defineType } from 'sanity';
import { languageField } from '../fields';
import { lastUpdated, legalSections, legalTitle } from './legal';

export const cancellationPolicy = defineType({
  name: 'cancellationPolicy',
  title: 'Cancellation policy',
  type: 'document',
  icon: CloseCircleIcon,
  fields: [languageField(), legalTitle('Cancellation Policy'), legalSections(), lastUpdated()],
});
