/** One photo of a photographer's profile gallery; the first photo's category is their specialty. */
import { defineField, defineType } from 'sanity';
import { PHOTOGRAPHER_CATEGORIES } from '../../../../src/shared/photographer-listing';
import { imageField } from '../fields';

/** The listing's filter vocabulary without its 'all' option (one source: photographer-listing.ts). */
const categories = PHOTOGRAPHER_CATEGORIES.filter((c) => c !== 'all');

export const photographerPhoto = defineType({
  name: 'photographerPhoto',
  title: 'Photo',
  type: 'object',
  fields: [
    imageField('image', 'Photo', {
      presence: 'required',
      altRequired: true,
      description: 'One photo of the profile gallery.',
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description: "The first photo's category is the photographer's specialty, used by the Photographers filter.",
      options: { list: categories.map((c) => ({ title: c[0]!.toUpperCase() + c.slice(1), value: c })) },
      validation: (rule) =>
        rule.required().warning('Without a category this photo cannot give the photographer a specialty.'),
    }),
    defineField({
      name: 'title',
      title: 'Caption',
      type: 'string',
      description: 'Optional short caption, e.g. "Haldi at Udaipur".',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'category', media: 'image' } },
});
