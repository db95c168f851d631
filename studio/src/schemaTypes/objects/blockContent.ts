/**
 * Rich text for post and landing-page bodies: exactly what the site renders (content-model.md):
 * normal/h2/h3/h4/blockquote, bullet and numbered lists, bold/italic, links with `href`, and
 * inline photos (each with alt text, required: a body photo is content).
 */
import { defineArrayMember, defineType } from 'sanity';
import { imageMember } from '../fields';

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
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              {
                name: 'href',
                type: 'url',
                title: 'Link address',
                description: 'A full address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a page of this site (/services).',
                validation: (rule) =>
                  rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
              },
            ],
          },
        ],
      },
    }),
    imageMember(true),
  ],
});
