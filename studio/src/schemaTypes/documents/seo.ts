/**
 * The search/sharing record of one of the 13 static pages (docs/product.md#page-metadata). Each page
 * name is used once per language: the page reads the first record with its name in its language
 * (else the English one), so a second one would be silently ignored.
 */
import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType, getDraftId, getPublishedId } from 'sanity';
import { SEO_PAGES } from '../../../../src/shared/site';
import { imageField, languageField } from '../fields';

const API_VERSION = '2025-02-19';

export const seo = defineType({
  name: 'seo',
  title: 'Page SEO',
  type: 'document',
  icon: SearchIcon,
  fields: [
    languageField(),
    defineField({
      name: 'pageName',
      title: 'Page',
      type: 'string',
      description: 'Which page these settings are for. Each page can have one record in each language.',
      options: { list: [...SEO_PAGES] },
      validation: (rule) =>
        rule.required().custom(async (pageName, context) => {
          if (typeof pageName !== 'string' || !context.document) return true;
          const published = getPublishedId(context.document._id);
          const taken = await context.getClient({ apiVersion: API_VERSION }).fetch<number>(
            // Other documents of this language only (none: English): this one's draft/published pair and
            // release versions are the same record.
            `count(*[_type == "seo" && pageName == $pageName && coalesce(language, "en") == $language
              && !(_id in [$published, $draft]) && !(_id in path("versions.**"))])`,
            {
              pageName,
              published,
              draft: getDraftId(published),
              language: (context.document as { language?: string }).language ?? 'en',
            },
          );
          return taken > 0 ? `The page "${pageName}" already has an SEO record: edit that one instead.` : true;
        }),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description:
        'The browser tab and search result title; the brand name is added unless already there. About 50–60 characters.',
      validation: (rule) =>
        rule
          .required()
          .warning('Without a title the page uses its built-in default.')
          .max(70)
          .warning('Search engines cut titles longer than about 60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'The summary under the title in search results, about 150 characters.',
      validation: (rule) => rule.max(200).warning('Search engines cut descriptions longer than about 160 characters.'),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'string',
      description: 'Comma separated, e.g. "wedding photographer, pre-wedding shoot".',
    }),
    defineField({
      name: 'url',
      title: 'Canonical path',
      type: 'string',
      description: 'The page\'s path, e.g. "/" or "/services".',
    }),
    defineField({
      name: 'type',
      title: 'Sharing type',
      type: 'string',
      description: '"website" for most pages; "article" for a page that reads like a story.',
      options: { list: ['website', 'article'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'website',
    }),
    imageField('image', 'Sharing image', {
      presence: 'optional',
      description: "Shown when the page is shared (1200 × 630 works best). Empty: the site's default image.",
    }),
  ],
  preview: { select: { title: 'pageName', subtitle: 'title', media: 'image' } },
});
