/** One tier of a package group (e.g. Bronze/Silver/Gold) with its price and features. */
import { defineField, defineType } from 'sanity';
import { formatPrice } from '../../../../src/shared/vocabulary/money';
import { featuresField, priceField } from '../fields';

export const packageOption = defineType({
  name: 'packageOption',
  title: 'Tier',
  type: 'object',
  fields: [
    defineField({
      name: 'tier',
      title: 'Tier name',
      type: 'string',
      description: 'e.g. Bronze, Silver, Gold.',
      validation: (rule) => rule.required(),
    }),
    priceField(),
    featuresField(),
  ],
  preview: {
    select: { title: 'tier', price: 'price' },
    prepare: ({ title, price }) => ({ title, subtitle: formatPrice(price) }),
  },
});
