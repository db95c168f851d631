/** A targeted ad landing page (/place/{slug}): one service in one city. */
import { RocketIcon } from '@sanity/icons/Rocket';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DESCRIPTION_RULE_HELP, featuresField, galleryField, priceField, slugField, languageField } from '../fields';

/** One pricing tier of the page: `{ price, features }` (no `_type`: a plain nested object). */
const tier = (name: 'basic' | 'standard' | 'premium', title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    description: `The ${title} tier: its price and what it includes.`,
    options: { collapsible: true, collapsed: false },
    fields: [priceField(), featuresField()],
  });

export const targetedAd = defineType({
  name: 'targetedAd',
  title: 'Landing page',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'main', title: 'Page', default: true },
    { name: 'photos', title: 'Photos' },
    { name: 'pricing', title: 'Pricing' },
    { name: 'proof', title: 'Trust' },
  ],
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'main',
      description: 'e.g. "Wedding Photographer in Jaipur".',
      validation: (rule) => rule.required(),
    }),
    { ...slugField('title', '/place/'), group: 'main' },
    defineField({
      name: 'service',
      title: 'Service',
      type: 'string',
      group: 'main',
      description: 'e.g. "Wedding Photography".',
    }),
    defineField({
      name: 'location',
      title: 'City',
      type: 'string',
      group: 'main',
      description: 'The city name as visitors know it, e.g. "Jaipur".',
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      group: 'main',
      description: 'Under the headline and in search results.',
    }),
    defineField({
      name: 'detailedContent',
      title: 'Detailed text',
      type: 'text',
      rows: 8,
      group: 'main',
      description: DESCRIPTION_RULE_HELP,
    }),
    defineField({
      name: 'body',
      title: 'Article',
      type: 'blockContent',
      group: 'main',
      description: 'Optional longer text with headings, lists, links and photos.',
    }),
    {
      ...galleryField(
        'carouselImages',
        'Header photos',
        'The first three form the header; all of them the "Our Recent Work" slideshow.',
      ),
      group: 'photos',
    },
    {
      ...galleryField('galleryImages', 'Gallery', 'The "Portfolio Gallery" grid further down the page.'),
      group: 'photos',
    },
    defineField({
      name: 'pricing',
      title: 'Pricing',
      type: 'object',
      description: 'The three price tiers of the "Packages" section.',
      group: 'pricing',
      fields: [tier('basic', 'Basic'), tier('standard', 'Standard'), tier('premium', 'Premium')],
    }),
    {
      ...featuresField('features', 'Key features', 'One line per reason, listed under "Why Choose Us?".'),
      group: 'proof',
    },
    defineField({
      name: 'testimonials',
      title: 'Client quotes',
      type: 'array',
      description: 'Short quotes shown under "What Our Clients Say".',
      group: 'proof',
      of: [defineArrayMember({ type: 'adTestimonial' })],
    }),
    defineField({
      name: 'experience',
      title: 'Experience',
      type: 'string',
      group: 'proof',
      description: 'e.g. "8+ years". Stored for reference: the page shows fixed badges today.',
    }),
    defineField({
      name: 'clientsCount',
      title: 'Clients',
      type: 'string',
      group: 'proof',
      description: 'e.g. "200+ weddings". Stored for reference: the page shows fixed badges today.',
    }),
    defineField({
      name: 'contact',
      title: 'Contact line',
      type: 'string',
      group: 'proof',
      description: 'A phone number or contact line. Stored for reference: the page links to the contact page.',
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'location', media: 'carouselImages.0' },
  },
});
