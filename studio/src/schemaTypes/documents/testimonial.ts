/** A client review; featured ones appear in the home page's testimonials. */
import { CommentIcon } from '@sanity/icons/Comment';
import { defineField, defineType } from 'sanity';
import { featuredField, imageField, languageField } from '../fields';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    languageField(),
    defineField({
      name: 'name',
      title: 'Client name',
      type: 'string',
      description: 'As the client agreed to be named, e.g. "Riya & Karan".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'role', title: 'Shoot and place', type: 'string', description: 'e.g. "Wedding, Jaipur".' }),
    defineField({
      name: 'review',
      title: 'Review',
      type: 'text',
      rows: 5,
      description: "The client's words, shown in quotes.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Stars from 0 to 5; halves allowed (4.5).',
      initialValue: 5,
      validation: (rule) => rule.required().min(0).max(5).precision(1),
    }),
    imageField('image', 'Photo', { presence: 'optional', description: 'Optional photo of the client.' }),
    featuredField('On: shown on the home page.'),
  ],
  preview: {
    select: { title: 'name', rating: 'rating', role: 'role', media: 'image' },
    prepare: ({ title, rating, role, media }) => ({
      title,
      subtitle: [typeof rating === 'number' ? `${rating}★` : '', role].filter(Boolean).join(' · '),
      media,
    }),
  },
});
