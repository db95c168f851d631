import type { StegaConfig } from '@sanity/client';

/**
 * Where stega (invisible edit links appended to strings) may go, and where it is removed again.
 *
 * 1. At the source: only prose fields carry it. Categories, sizes, slugs, ids, URLs, dates, alt
 *    text, SEO fields and everything else stay clean, so comparisons, filters and URLs built from
 *    content behave exactly as on the public site.
 * 2. In the page: `cleanHtml` removes it from every attribute (alt, aria-label, href, …), from all
 *    of <head> (title, meta, JSON-LD) and from <script>/<style> contents. Only visible text keeps
 *    it, and `data-props`, the JSON an island renders that same text from (so click-to-edit still
 *    works after hydration; the client only renders it as text, never compares it).
 */
const PROSE = new Set([
  'title',
  'subtitle',
  'name',
  'role',
  'description',
  'excerpt',
  'review',
  'text',
  'question',
  'answer',
  'content',
  'overview',
  'highlightedText',
  'label',
  'pointTitle',
  'pointDescription',
  'features',
  'detailedContent',
  'experience',
  'clientsCount',
  'bio',
]);

type Filter = NonNullable<StegaConfig['filter']>;

export const stegaFilter: Filter = (props) => {
  const field = props.sourcePath.findLast((s): s is string => typeof s === 'string');
  return field !== undefined && PROSE.has(field) && props.filterDefault(props);
};

/** @vercel/stega's alphabet; a payload is a run of at least 4 of these (VERCEL_STEGA_REGEX). */
const STEGA_CHARS = /[\u200B\u200C\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]/u;
export const STEGA_RUN = /[\u200B\u200C\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/gu;

type State = 'text' | 'tag' | 'value' | 'keep' | 'raw';

/**
 * A streaming pass over the rendered HTML (preview responses only) that removes stega payloads
 * everywhere but in visible text. React's output is regular: attribute values are double-quoted
 * with `"` escaped, and only <script>/<style> hold raw text.
 */
export function cleanHtml({ document = true } = {}): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let state: State = 'text';
  let inHead = document; // a whole document starts with <head>; a fragment is body content
  let tagText = ''; // the current tag, for its name and attribute names
  let rawEnd = ''; // '</script' or '</style' while in raw text
  let rawTail = '';
  let pending = ''; // stega characters held until we know the run's length

  const cleaning = () => state === 'tag' || state === 'value' || state === 'raw' || inHead;

  function push(out: string[], ch: string) {
    if (STEGA_CHARS.test(ch) && cleaning()) {
      pending += ch;
      return;
    }
    if (pending) {
      // Fewer than 4 are real characters (a zero-width joiner in an emoji), not a payload.
      if ([...pending].length < 4) out.push(pending);
      pending = '';
    }
    out.push(ch);
    step(ch);
  }

  function step(ch: string) {
    switch (state) {
      case 'text':
        if (ch === '<') {
          state = 'tag';
          tagText = '<';
        }
        break;
      case 'tag':
        tagText += ch;
        if (ch === '"') state = /data-props="$/.test(tagText) ? 'keep' : 'value';
        else if (ch === '>') {
          const name = /^<\/?([a-zA-Z]+)/.exec(tagText)?.[1]?.toLowerCase();
          if (tagText.startsWith('</') && name === 'head') inHead = false;
          state = !tagText.startsWith('</') && (name === 'script' || name === 'style') ? 'raw' : 'text';
          rawEnd = `</${name}`;
          rawTail = '';
          tagText = '';
        }
        break;
      case 'value':
      case 'keep':
        if (ch === '"') {
          state = 'tag';
          tagText += '"';
        }
        break;
      case 'raw':
        rawTail = (rawTail + ch).slice(-rawEnd.length);
        if (rawTail.toLowerCase() === rawEnd) {
          state = 'tag';
          tagText = rawEnd;
        }
        break;
    }
  }

  function run(text: string): string {
    const out: string[] = [];
    for (const ch of text) push(out, ch);
    return out.join('');
  }

  return new TransformStream({
    transform(chunk, controller) {
      const text = run(decoder.decode(chunk, { stream: true }));
      if (text) controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      let text = run(decoder.decode());
      if (pending && [...pending].length < 4) text += pending;
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}
