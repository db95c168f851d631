/** One slide of the home page's hero carousel. */
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields';

export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Slide',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      // The field is one line, so the site reads the two characters \n as "break the line here".
      description:
        'Type \\n (backslash then n) where the headline should break onto a new line, e.g. "Capturing Moments\\nThat Last Forever".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'One short line under the headline.',
    }),
    imageField('image', 'Background photo', {
      presence: 'required',
      description: 'Landscape photo, at least 1920 × 1080. Set the focus point (hotspot) on the faces.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
});
