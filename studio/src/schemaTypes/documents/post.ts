/** A blog post (/blogs/{slug}); listed newest first by publish date. */
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { featuredField, imageField, slugField, languageField } from '../fields';

export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The headline of the post, on its page and its card.',
      validation: (rule) => rule.required(),
    }),
    slugField('title', '/blogs/'),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      description: 'Who wrote it: shown as the byline with their portrait and bio.',
      to: [{ type: 'author' }],
      validation: (rule) => rule.required().warning('Without an author the post shows no byline.'),
    }),
    imageField('mainImage', 'Main photo', {
      altRequired: true,
      description: 'Shown on the blog cards and at the top of the post; also the image when the post is shared.',
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      description: 'Tags shown on the card and the post; pick from the blog categories (each once).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'datetime',
      description: 'Posts are listed newest first by this date.',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().warning('Without a date the post is listed last and shows no date.'),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description:
        'Optional short summary for the cards (first 150 characters are shown). Empty: the start of the text is used.',
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      description: 'The article: headings, lists, quotes, links and photos (each photo needs alt text).',
    }),
    featuredField("On: shown in the home page's featured blogs (newest 6)."),
  ],
  orderings: [
    { title: 'Published, newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    { title: 'Published, oldest first', name: 'publishedAtAsc', by: [{ field: 'publishedAt', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', author: 'author.name', date: 'publishedAt', media: 'mainImage' },
    prepare: ({ title, author, date, media }) => ({
      title,
      subtitle: [author, typeof date === 'string' ? date.slice(0, 10) : 'not dated'].filter(Boolean).join(' · '),
      media,
    }),
  },
});
