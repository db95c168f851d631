/** A photographer (/photographers listing and /photographers/{slug} profile). */
import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { featuredField, imageField, slugField, languageField } from '../fields';

export const photographer = defineType({
  name: 'photographer',
  title: 'Photographer',
  type: 'document',
  icon: UsersIcon,
  fields: [
    languageField(),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'Full name, on the card and the profile.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Role', type: 'string', description: 'e.g. "Lead Wedding Photographer".' }),
    // Without a slug the listing leaves the photographer out (no profile to link to): required.
    slugField('name', '/photographers/'),
    featuredField('On: listed first and eligible for the home page (4 featured, by name).'),
    imageField('profileImage', 'Profile photo', {
      altRequired: true,
      description: 'Portrait for the card; set the focus point on the face.',
    }),
    imageField('heroImage', 'Header photo', { description: 'Wide photo across the top of the profile.' }),
    defineField({
      name: 'photos',
      title: 'Photos',
      type: 'array',
      description:
        "The profile gallery. The FIRST photo's category is the photographer's specialty in the listing filter.",
      of: [defineArrayMember({ type: 'photographerPhoto' })],
    }),
  ],
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'title', media: 'profileImage' } },
});
