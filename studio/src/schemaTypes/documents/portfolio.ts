/** A portfolio story (/portfolios/{slug}): photos, films and the size of its card. */
import { ImagesIcon } from '@sanity/icons/Images';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { PORTFOLIO_CATEGORIES } from '../../../../src/shared/lists';
import { DESCRIPTION_RULE_HELP, featuredField, galleryField, slugField, languageField } from '../fields';

const label = (value: string) =>
  value
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('-');

export const portfolio = defineType({
  name: 'portfolio',
  title: 'Portfolio',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The story\'s name on its card and page, e.g. "Riya & Karan — A Jaipur Palace Wedding".',
      validation: (rule) => rule.required(),
    }),
    slugField('title', '/portfolios/'),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description: 'Decides where the story appears in the Portfolio menu.',
      options: { list: PORTFOLIO_CATEGORIES.map((value) => ({ title: label(value), value })) },
      validation: (rule) => rule.required().warning('Without a category the story only appears under "all".'),
    }),
    defineField({ name: 'description', title: 'Story', type: 'text', rows: 10, description: DESCRIPTION_RULE_HELP }),
    defineField({
      name: 'size',
      title: 'Card size',
      type: 'string',
      description: 'How big the card is in the portfolio grid.',
      options: {
        list: ['large', 'medium', 'small'].map((value) => ({ title: value[0]!.toUpperCase() + value.slice(1), value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'medium',
      validation: (rule) => rule.required().warning('Without a size the card is shown medium.'),
    }),
    featuredField("On: shown in the home page's portfolio section."),
    galleryField(
      'carouselImages',
      'Carousel photos',
      'The slideshow at the top of the story; the first is also the cover of its card. Wide photos work best.',
    ),
    galleryField('photos', 'Photos', "The story's gallery, 12 per page. Add alt text to each photo."),
    defineField({
      name: 'videos',
      title: 'Films',
      type: 'array',
      description: 'YouTube films of the story, shown in this order under the photos.',
      of: [defineArrayMember({ type: 'video' })],
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'category', media: 'carouselImages.0', photo: 'photos.0' },
    prepare: ({ title, subtitle, media, photo }) => ({ title, subtitle, media: media ?? photo }),
  },
});
