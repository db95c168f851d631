/** Display rules (docs/product.md#display-rules): one formatter for each. */
import { LOCALE_TAG, type Locale } from './i18n/locales';

// Formatters are built on first use, not at module load: building one loads its locale data, a few
// ms of the worker's startup that pages without a date never need. Prices: ./vocabulary/money.ts.
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A long date: English pages keep the US-English form ('March 5, 2026'), every other language its
 * own (hi-IN: '5 मार्च 2026'); '' when missing or invalid.
 */
export function formatDate(value: string | null | undefined, locale: Locale = 'en'): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  let format = longDates.get(locale);
  if (!format) {
    const tag = locale === 'en' ? 'en-US' : LOCALE_TAG[locale];
    format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    longDates.set(locale, format);
  }
  return format.format(date);
}

/**
 * First 150 characters plus '...' (only when longer, as featured excerpts do). With `always`
 * (the blog list, docs/product.md#display-rules) the '...' is added to shorter text too, after its final full stop.
 */
export function excerpt(text: string | null | undefined, max = 150, always = false): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length > max) return `${clean.slice(0, max)}...`;
  if (!always || !clean) return clean;
  return `${clean.replace(/[\s.…]+$/, '')}...`;
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'item'; heading: string; body: string };

/**
 * The description rule (docs/product.md#display-rules): when any line starts with '-',
 * blank-line-separated paragraphs that start with '-' become headed items (first line heading, rest
 * body); otherwise plain paragraphs.
 */
export function descriptionBlocks(text: string | null | undefined): DescriptionBlock[] {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const headed = (text ?? '').split('\n').some((line) => line.trimStart().startsWith('-'));
  return paragraphs.map((p) => {
    if (headed && p.startsWith('-')) {
      const [first = '', ...rest] = p.split('\n');
      return { kind: 'item', heading: first.replace(/^-\s*/, '').trim(), body: rest.join(' ').trim() };
    }
    return { kind: 'paragraph', text: p };
  });
}

/** Seconds → 'm:ss'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * youtu.be/ID, or youtube.com (or youtube-nocookie.com) /watch?…v=ID, /embed/ID, /shorts/ID, /v/ID.
 * Built on first use: a String.raw template at module level is code a bundler must keep, so every
 * island chunk importing anything from this module would carry (and load) it.
 */
let youtubeId: RegExp | undefined;

/** The 11-character video id of a YouTube link, or null (docs/product.md#display-rules). */
export function videoId(url: string | null | undefined): string | null {
  if (!url) return null;
  youtubeId ??= new RegExp(
    String.raw`(?:youtu\.be/|youtube(?:-nocookie)?\.com/(?:watch\?(?:.*&)?v=|embed/|shorts/|v/))` +
      String.raw`([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])`,
  );
  const m = url.match(youtubeId);
  return m ? m[1]! : null;
}

/** A literal backslash-n in a CMS title means a line break. */
export function titleLines(title: string | null | undefined): string[] {
  return (title ?? '').split('\\n');
}

/** 'wedding' → 'Wedding', 'pre-wedding' → 'Pre-wedding'. */
export function capitalize(text: string | null | undefined): string {
  const t = text ?? '';
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A CMS text field, trimmed; anything that is not a string (missing, null, a number…) is ''. */
export function cmsText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
