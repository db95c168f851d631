/**
 * Every GROQ query the site runs (docs/product.md#content-queries); field names: docs/editors.md#the-content-model.
 * The same strings run on Sanity's query API and, through groq-js, on the demo dataset.
 *
 * Each query is a `defineQuery` so `npm run typegen` (Sanity TypeGen) types its result from the
 * Studio's schema into sanity.types.ts. TypeGen reads this folder statically (studio/sanity.cli.ts:
 * `queries/*.ts`): fragments may be constants spliced into template strings, imported from
 * projections.ts or not, nothing computed at runtime (hence one query per photographer sort, and a
 * sitemap written out in full). It reads the files in name order, and writes the result types in
 * that order: the files are named so that it is the order of the queries below.
 *
 * By page area: home.ts (every page's SEO, the home page's sections), offerings.ts (portfolios,
 * services, testimonials, certificates, packages), posts.ts (the blog, FAQs, policies), profiles.ts
 * (photographer, city, targeted ad by slug), search.ts (the photographers listing), sitemap.ts.
 */
export * from './home';
export * from './offerings';
export * from './posts';
export * from './profiles';
export * from './search';
export * from './sitemap';
