/** One photo of a city gallery. */
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields';

export const cityPhoto = defineType({
  name: 'cityPhoto',
  title: 'Photo',
  type: 'object',
  fields: [
    imageField('image', 'Photo', {
      presence: 'required',
      altRequired: true,
      description: 'One photo of the city gallery.',
    }),
    defineField({
      name: 'title',
      title: 'Caption',
      type: 'string',
      description: 'Shown under the photo, e.g. "India Gate at Blue Hour".',
    }),
    defineField({
      name: 'landmark',
      title: 'Landmark',
      type: 'boolean',
      description: 'On for photos of a famous place of the city (marked as a landmark in the gallery).',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
});
