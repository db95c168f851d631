import { DEFAULT_OG_IMAGE, ASSETS } from './assets';
import { jsonLdText } from './jsonld';
import { absoluteUrl, fullTitle, pageUrls, type Meta } from './meta';
import { LOCALES, OG_LOCALE, type Locale } from '../../shared/i18n/locales';

interface HeadProps {
  meta: Meta;
  siteName: string;
  siteUrl: string;
  locale: Locale;
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
}

/**
 * <head>: title with brand suffix, robots directives, canonical and hreflang alternates (not on a
 * page that exists in its language only, a noindex page or a duplicate of its canonical), Open
 * Graph, Twitter, article tags and JSON-LD.
 */
export function Head({ meta, siteName, siteUrl, locale, preloadImage }: HeadProps) {
  const title = fullTitle(meta.title, siteName);
  const { canonical, alternates } = pageUrls(siteUrl, meta.path, locale, meta.languages);
  const translated = alternates.length > 0 && !meta.noindex && !meta.duplicate;
  const robots = meta.noindex ? 'noindex, nofollow' : meta.robots;
  const image = meta.image ?? {
    url: DEFAULT_OG_IMAGE.path,
    width: DEFAULT_OG_IMAGE.width,
    height: DEFAULT_OG_IMAGE.height,
  };
  const imageUrl = absoluteUrl(siteUrl, image.url);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
      {translated
        ? alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)
        : null}
      <meta name="theme-color" content="#1c1917" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={ASSETS.css} />
      {preloadImage ? (
        <link
          rel="preload"
          as="image"
          href={preloadImage.src}
          imageSrcSet={preloadImage.srcSet}
          imageSizes={preloadImage.sizes}
          fetchPriority="high"
        />
      ) : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {translated
        ? LOCALES.filter((l) => l !== locale && (meta.languages ?? LOCALES).includes(l)).map((l) => (
            <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
          ))
        : null}
      {meta.article?.publishedTime ? (
        <meta property="article:published_time" content={meta.article.publishedTime} />
      ) : null}
      {meta.article?.modifiedTime ? (
        <meta property="article:modified_time" content={meta.article.modifiedTime} />
      ) : null}
      {meta.article?.author ? <meta property="article:author" content={meta.article.author} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      {/* Data blocks, never executed, so no nonce (and a stored page has none to replay). */}
      {(meta.jsonLd ?? []).map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </head>
  );
}
