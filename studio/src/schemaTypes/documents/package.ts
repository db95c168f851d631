/** A package group (e.g. "Wedding Packages") with its tiers, on /packages in creation order. */
import { PackageIcon } from '@sanity/icons/Package';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields';

export const packageGroup = defineType({
  name: 'package',
  title: 'Package group',
  type: 'document',
  icon: PackageIcon,
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. "Wedding Packages".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'options',
      title: 'Tiers',
      type: 'array',
      description: 'Shown in this order, cheapest first is usual.',
      of: [defineArrayMember({ type: 'packageOption' })],
      validation: (rule) => rule.min(1).warning('A group without tiers shows no prices.'),
    }),
  ],
  preview: {
    select: { title: 'title', options: 'options' },
    prepare: ({ title, options }) => ({ title, subtitle: `${Array.isArray(options) ? options.length : 0} tiers` }),
  },
});
