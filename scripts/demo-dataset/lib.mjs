/**
 * Shared helpers of the demo dataset generator: deterministic ids, keys and dates, image
 * objects (which register their `sanity.imageAsset` documents) and a small Portable Text DSL.
 * Everything is a pure function of call order: the same run writes the same bytes.
 */
import { createHash } from 'node:crypto';
// The worker's own art code (Node 24, which runs the npm scripts, strips its types): one source for the LQIP
// and for the image bytes whose hash and size the asset documents carry.
import { demoImageSvg } from '../../src/worker/content/demo/art/index.ts';
import { demoLqip, fnv1a } from '../../src/worker/content/demo/art/palette.ts';

export const THEMES = [
  'wedding',
  'prewedding',
  'baby',
  'maternity',
  'travel',
  'portrait',
  'landscape',
  'city',
  'fashion',
  'street',
  'nature',
  'corporate',
  'family',
  'food',
  'event',
];

/** Intrinsic sizes of the demo images. */
export const SHAPES = {
  landscape: [1600, 1067],
  portrait: [1067, 1600],
  square: [1600, 1600],
  hero: [1920, 1080],
};

const assets = new Map();
const assetIds = new Set();
let keyCounter = 0;

/** A deterministic `_key` (Sanity keys are short unique strings). */
export function key() {
  keyCounter += 1;
  return `k${fnv1a(`key:${keyCounter}`).toString(16).padStart(8, '0')}`;
}

/** Adds `_key`s to an array of objects (keeps a `_key` already there). */
export const keyed = (items) => items.map((item) => ({ _key: key(), ...item }));

/** `2025-03-14T10:30:00Z` (UTC, no milliseconds, as Sanity writes them). */
export function iso(date) {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Adds days (fractional allowed) to an ISO date string. */
export const addDays = (date, days) => iso(Date.parse(date) + days * 86400000);

/** The `n`-th of `count` dates evenly spread between two days, at a hash-varied time of day. */
export function spread(n, count, from, to, salt = '') {
  const a = Date.parse(from);
  const b = Date.parse(to);
  const t = a + ((b - a) * n) / Math.max(1, count - 1);
  const minutes = fnv1a(`${salt}:${n}`) % (9 * 60);
  return iso(Math.floor(t / 86400000) * 86400000 + (8 * 60 + minutes) * 60000);
}

/** A document with the system fields; `_updatedAt` is a few days after `_createdAt`. */
export function doc(_type, _id, createdAt, fields) {
  const lag = (fnv1a(`upd:${_id}`) % 4000) / 100; // 0 to 40 days
  const updated = addDays(createdAt, lag);
  const cap = '2026-06-30T18:00:00Z';
  return { _id, _type, _createdAt: createdAt, _updatedAt: updated > cap ? createdAt : updated, ...fields };
}

export const ref = (_ref) => ({ _type: 'reference', _ref });
export const slug = (current) => ({ _type: 'slug', current });

/**
 * A Sanity image object for a new demo image of `theme` and `shape`, registering its asset
 * document (`image-<theme><6 hex>-<W>x<H>-svg`). `extra` adds alt, hotspot, ...
 */
export function image(theme, shape = 'landscape', extra = {}) {
  if (!THEMES.includes(theme)) throw new Error(`unknown theme ${theme}`);
  const [w, h] = SHAPES[shape] ?? SHAPES.landscape;
  let n = assets.size;
  let id;
  do {
    id = `${theme}${(fnv1a(`img:${theme}:${n}`) & 0xffffff).toString(16).padStart(6, '0')}`;
    n += 1;
  } while (assetIds.has(id));
  assetIds.add(id);
  const _ref = `image-${id}-${w}x${h}-svg`;
  const createdAt = spread(assets.size % 97, 97, '2024-01-05', '2026-05-30', 'asset');
  const svg = Buffer.from(demoImageSvg(id, w, h));
  assets.set(_ref, {
    ...doc('sanity.imageAsset', _ref, createdAt, {
      url: `/demo-img/${id}-${w}x${h}.svg`,
      path: `images/demo/production/${id}-${w}x${h}.svg`,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      // Required on Sanity's built-in asset type: the file the demo route serves at its own size.
      sha1hash: createHash('sha1').update(svg).digest('hex'),
      size: svg.length,
      assetId: id,
      originalFilename: `${id}.svg`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: w, height: h, aspectRatio: w / h },
        lqip: demoLqip(id),
      },
    }),
  });
  return { _type: 'image', asset: ref(_ref), ...extra };
}

export const hotspot = (x, y, height = 0.5, width = 0.5) => ({ _type: 'sanity.imageHotspot', x, y, height, width });

/** An image array item (arrays of objects carry `_key`). */
export const imageItem = (theme, shape, extra) => ({ _key: key(), ...image(theme, shape, extra) });

export const allAssets = () => [...assets.values()];

/** Deterministic pseudo-random picks, seeded by a string. */
export function picker(seed) {
  let a = fnv1a(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/**
 * Portable Text from a compact list. Each string item is `style: text`, style one of
 * p, h2, h3, h4, quote, bullet, number (and bullet2/number2 for level 2); the text may use
 * **strong**, *em* and [label](href). An object item `{ image, alt }` becomes an inline image.
 */
export function pt(items) {
  return items.map((item) => {
    if (typeof item !== 'string') return { _key: key(), ...item.image, alt: item.alt };
    const m = /^(p|h2|h3|h4|quote|bullet2?|number2?):\s?([\s\S]*)$/.exec(item);
    if (!m) throw new Error(`bad pt item: ${item}`);
    const [, kind, text] = m;
    const { children, markDefs } = spans(text);
    const block = { _key: key(), _type: 'block', style: 'normal', markDefs, children };
    if (kind === 'h2' || kind === 'h3' || kind === 'h4') block.style = kind;
    else if (kind === 'quote') block.style = 'blockquote';
    else if (kind !== 'p') {
      block.listItem = kind.startsWith('bullet') ? 'bullet' : 'number';
      block.level = kind.endsWith('2') ? 2 : 1;
    }
    return block;
  });
}

function spans(text) {
  const children = [];
  const markDefs = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  const push = (t, marks = []) => t && children.push({ _key: key(), _type: 'span', marks, text: t });
  for (let m = re.exec(text); m; m = re.exec(text)) {
    push(text.slice(last, m.index));
    if (m[1]) push(m[1], ['strong']);
    else if (m[2]) push(m[2], ['em']);
    else {
      const def = { _key: key(), _type: 'link', href: m[4] };
      markDefs.push(def);
      push(m[3], [def._key]);
    }
    last = m.index + m[0].length;
  }
  push(text.slice(last));
  if (!children.length) push(' ');
  return { children, markDefs };
}

/** Plain paragraphs of a `text` field, blank-line separated. */
export const paras = (...list) => list.join('\n\n');

/** '-' headed items of a `text` field: each `[heading, body]` becomes "- heading\nbody". */
export const headed = (...items) => items.map(([h, b]) => `- ${h}\n${b}`).join('\n\n');
