/** A portfolio film: a YouTube link the site embeds (docs/product.md#display-rules). */
import { defineField, defineType } from 'sanity';
import { videoId } from '../../../../src/shared/format';
import { imageField } from '../fields';

export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'object',
  fields: [
    defineField({
      name: 'url',
      title: 'YouTube link',
      type: 'url',
      description: 'Paste the YouTube link (https://www.youtube.com/watch?v=…, https://youtu.be/… or a Shorts link).',
      // The site's own extractor decides what plays, so the Studio accepts exactly what the page can embed.
      validation: (rule) =>
        rule
          .required()
          .custom((url) =>
            typeof url !== 'string' || videoId(url)
              ? true
              : 'This is not a YouTube video link: the site cannot find its 11-character video id.',
          ),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown under the film, e.g. "Wedding highlights".',
      validation: (rule) => rule.required().warning('Without a title the site shows a generic label.'),
    }),
    defineField({
      name: 'duration',
      title: 'Length (seconds)',
      type: 'number',
      description: 'Length in seconds (4 min 32 s → 272), shown as 4:32.',
      validation: (rule) => rule.integer().min(0),
    }),
    imageField('thumbnail', 'Thumbnail', {
      presence: 'optional',
      description: "Optional: without one the site uses YouTube's own thumbnail.",
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'url', media: 'thumbnail' } },
});
