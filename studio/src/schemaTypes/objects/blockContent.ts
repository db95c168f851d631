/**
 * Rich text for post and landing-page bodies: exactly what the site renders (docs/editors.md#the-content-model):
 * normal/h2/h3/h4/blockquote, bullet and numbered lists, bold/italic, links with `href`, and
 * inline photos (each with alt text, required: a body photo is content).
 */
import { defineArrayMember, defineType } from 'sanity';
import { imageMember, RICH_TEXT_MARKS } from '../fields';

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Small heading', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: RICH_TEXT_MARKS,
    }),
    imageMember(true),
  ],
});
