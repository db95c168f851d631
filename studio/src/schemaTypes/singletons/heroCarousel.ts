/** The home page's hero slideshow (one document, id "heroCarousel"). */
import { ImageIcon } from '@sanity/icons/Image';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields';

export const heroCarousel = defineType({
  name: 'heroCarousel',
  title: 'Home slideshow',
  type: 'document',
  icon: ImageIcon,
  fields: [
    languageField(),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      description: 'Shown in this order; drag to reorder.',
      of: [defineArrayMember({ type: 'heroSlide' })],
      validation: (rule) => rule.min(1).warning('Without slides the home page shows its built-in slide.'),
    }),
  ],
  preview: {
    select: { media: 'slides.0.image', slides: 'slides' },
    prepare: ({ media, slides }) => ({
      title: 'Home slideshow',
      subtitle: `${Array.isArray(slides) ? slides.length : 0} slides`,
      media,
    }),
  },
});
