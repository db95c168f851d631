import { describe, expect, it } from 'vitest';
import { demoImageSvg, demoLqip } from './art';
import datasetText from './dataset.ndjson?raw';

const THEMES = [
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
const SIZES: Array<[number, number]> = [
  [1600, 1067],
  [1067, 1600],
  [1600, 1600],
  [1920, 1080],
  [200, 200],
  [1200, 630],
  [40, 27],
];

/** `<theme><6 hex>` ids, spread over the hash space. */
const ids = (theme: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${theme}${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`);

/** Tags balance (a small well-formedness check: every element opened is closed, in order). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('demoImageSvg', () => {
  it('is a well-formed SVG of exactly the requested size', () => {
    for (const [w, h] of SIZES) {
      const svg = demoImageSvg('wedding3fa9c1', w, h);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      const root = svg.slice(0, svg.indexOf('>') + 1);
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).toContain(`width="${w}"`);
      expect(root).toContain(`height="${h}"`);
      expect(root).toContain(`viewBox="0 0 ${w} ${h}"`);
      expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(balanced(svg)).toBe(true);
    }
  });

  it('draws every theme, in every shape, under 4 KB, with nothing external and no text', () => {
    let largest = 0;
    for (const theme of THEMES) {
      for (const id of ids(theme, 24)) {
        for (const [w, h] of SIZES) {
          const svg = demoImageSvg(id, w, h);
          largest = Math.max(largest, new TextEncoder().encode(svg).length);
          expect(balanced(svg)).toBe(true);
          expect(svg).not.toMatch(/<(text|script|image|foreignObject|style)\b/i);
          expect(svg).not.toMatch(/(href|src)="(?!#)/);
          expect(svg).not.toMatch(/url\((?!#)/);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        }
      }
    }
    expect(largest).toBeLessThan(4096);
  });

  it('is deterministic and differs between ids', () => {
    expect(demoImageSvg('city0a1b2c', 1600, 1067)).toBe(demoImageSvg('city0a1b2c', 1600, 1067));
    const seen = new Set<string>();
    for (const theme of THEMES) for (const id of ids(theme, 4)) seen.add(demoImageSvg(id, 800, 600));
    expect(seen.size).toBe(THEMES.length * 4);
    expect(demoImageSvg('wedding000001', 800, 600)).not.toBe(demoImageSvg('wedding000002', 800, 600));
  });

  it('reads the asset id out of a full reference or file name', () => {
    const bare = demoImageSvg('travel9c0ffe', 1600, 1067);
    expect(demoImageSvg('image-travel9c0ffe-1920x1080-svg', 1600, 1067)).toBe(bare);
    expect(demoImageSvg('travel9c0ffe-1920x1080.svg', 1600, 1067)).toBe(bare);
  });

  it('never throws on odd input', () => {
    for (const [id, w, h] of [
      ['', 0, 0],
      ['unknown', Number.NaN, -5],
      ['x'.repeat(500), 1e9, 1.5],
    ] as const) {
      const svg = demoImageSvg(id, w, h);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(balanced(svg)).toBe(true);
    }
  });
});

describe('demoLqip', () => {
  it('is a small, deterministic base64 SVG data URL', () => {
    for (const theme of THEMES) {
      for (const id of ids(theme, 6)) {
        const url = demoLqip(id);
        expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
        expect(url.length).toBeLessThan(300);
        expect(demoLqip(id)).toBe(url);
        const svg = atob(url.slice(url.indexOf(',') + 1));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(balanced(svg)).toBe(true);
      }
    }
    expect(demoLqip('image-food123456-1600x1067-svg')).toBe(demoLqip('food123456'));
  });

  it('matches the lqip the dataset generator wrote for every asset', () => {
    const assets = datasetText
      .split('\n')
      .filter((line) => line.trim())
      .map(
        (line) =>
          JSON.parse(line) as {
            _id: string;
            _type: string;
            assetId?: string;
            url?: string;
            metadata?: { lqip?: string; dimensions?: { width: number; height: number } };
          },
      )
      .filter((doc) => doc._type === 'sanity.imageAsset');
    expect(assets.length).toBeGreaterThan(100);
    for (const asset of assets) {
      const m = /^image-([a-z]+[0-9a-f]{6})-(\d+)x(\d+)-svg$/.exec(asset._id);
      expect(m, asset._id).not.toBeNull();
      expect(asset.assetId).toBe(m![1]);
      expect(asset.url).toBe(`/demo-img/${m![1]}-${m![2]}x${m![3]}.svg`);
      expect(asset.metadata?.dimensions).toMatchObject({ width: Number(m![2]), height: Number(m![3]) });
      expect(asset.metadata?.lqip, asset._id).toBe(demoLqip(asset.assetId!));
    }
  });
});
