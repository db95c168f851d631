import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, describe, expect, it } from 'vitest';
import { islandKeys } from './island-keys';
import { translator } from '../client/translate';
import { CATALOGUES } from '../shared/i18n/catalogues';
import { LOCALE_TAG, LOCALES } from '../shared/i18n/locales';
import type { MessageKey } from '../shared/i18n/messages/en';

/**
 * Each island ships the keys its module graph names, no more (src/build/island-keys.ts,
 * docs/decisions/0045-each-island-ships-its-own-keys.md): what the build reads from an island's
 * code, and what it refuses to guess.
 */
const KEYS = ['nav.home', 'nav.about', 'city.jaipur', 'city.pune', 'card.title', 'modal.close', 'form.error.phone'];
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A source tree of the given files; returns its islands folder. */
function tree(files: Record<string, string>): { root: string; islands: string } {
  const root = mkdtempSync(join(tmpdir(), 'island-keys-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, islands: join(root, 'islands') };
}
const scan = (files: Record<string, string>) => {
  const { root, islands } = tree(files);
  return islandKeys(islands, KEYS, root);
};

describe("an island's keys, read from its module graph", () => {
  it('literals and tables in its files and their imports; templates bring every key they match', async () => {
    const { keys } = scan({
      'islands/Menu.tsx': [
        `import { NAV } from '../nav';`,
        `import { city } from '../city';`,
        `export default function Menu() {`,
        `  const t = useT(); return t('modal.close') + NAV.map((l) => t(l.label)) + city('x');`,
        `}`,
      ].join('\n'),
      'nav.ts': `export const NAV = [{ label: 'nav.home' }, { label: 'nav.about' }];`,
      'city.ts': [
        `import type { MessageKey } from './keys';`,
        'export const city = (c: string) => t(`city.${c}` as MessageKey);',
      ].join('\n'),
    });
    expect(keys.Menu).toEqual(['city.jaipur', 'city.pune', 'modal.close', 'nav.about', 'nav.home']);
  });

  it('from a barrel, only the components it takes (as bundles keep them); type-only imports bring none', async () => {
    const { keys } = scan({
      'islands/Gallery.tsx': [
        `import { Card, type Unused } from '../ui';`,
        `import type { Modal } from '../ui/Modal';`,
        `export default () => Card();`,
      ].join('\n'),
      'ui/index.ts': [
        `export * from './Card';`,
        `export * from './Modal';`,
        `export type { Props } from './Card';`,
      ].join('\n'),
      'ui/Card.tsx': `export function Card() { return t('card.title'); }`,
      'ui/Modal.tsx': `export function Modal() { return t('modal.close'); }\nexport type Unused = string;`,
    });
    expect(keys.Gallery).toEqual(['card.title']);
  });

  it('ids and class names built by templates are no keys', async () => {
    const { keys } = scan({
      'islands/Field.tsx': 'export default (id: string) => `f${id}` + `${id}-hint` + `card.${id}`;',
    });
    expect(keys.Field).toEqual(['card.title']);
  });

  it('fails on a key made by a cast the build cannot read, and takes the keys declared beside one', async () => {
    const cast = [
      `import type { MessageKey } from '../keys';`,
      `export default (e: { message: string }) => t(e.message as MessageKey);`,
    ].join('\n');
    expect(() => scan({ 'islands/Form.tsx': cast })).toThrow(/Form\.tsx:2: a key made by a cast \(e\.message\)/);
    const declared = cast.replace('\nexport', '\n// i18n-keys: form.error.\nexport');
    expect(scan({ 'islands/Form.tsx': declared }).keys.Form).toEqual(['form.error.phone']);
    expect(() => scan({ 'islands/Form.tsx': declared.replace('form.error.', 'nothing.') })).toThrow(
      /"i18n-keys: nothing\." matches no catalogue key/,
    );
  });

  it("fails on an island whose props carry a key (the worker's choice, outside the graph)", async () => {
    const props = [
      `import type { MessageKey } from '../keys';`,
      `export interface BadgeProps { label: MessageKey }`,
      `export default ({ label }: BadgeProps) => t(label);`,
    ].join('\n');
    expect(() => scan({ 'islands/Badge.tsx': props })).toThrow(/Badge\.tsx:2: an island's props carry a MessageKey/);
  });
});

describe("the site's islands", async () => {
  type Config = {
    islandCatalogues(): Promise<{
      messages: Record<string, Record<string, Record<string, string | string[]>>>;
      keys: Record<string, string[]>;
    }>;
  };
  const config = (await import(/* @vite-ignore */ new URL('../../vite.config.ts', import.meta.url).href)) as Config;
  const { messages, keys } = await config.islandCatalogues();

  it('each ships a part of the catalogue, never a key the worker alone renders', () => {
    expect(keys.CallbackForm).toEqual(
      expect.arrayContaining(['callback.firstName', 'validation.phoneLength', 'city.jaipur']),
    );
    expect(keys.FloatingButtons).toEqual(expect.arrayContaining(['fab.top', 'fab.chat']));
    const all = new Set(Object.values(keys).flat());
    expect(all.size).toBeLessThan(Object.keys(CATALOGUES.en).length / 2);
    for (const workerOnly of ['notFound.title', 'footer.tagline']) expect(all.has(workerOnly), workerOnly).toBe(false);
  });

  it('the islands\u2019 translator writes every island text as intl-messageformat does on the server', () => {
    const values = {
      index: 3,
      count: 12,
      time: '10:30 am',
      day: 'Monday',
      country: 'India',
      business: 'ShutterStory',
      title: 'Film',
      alt: 'Bride',
      specialty: 'Wedding',
      url: 'https://x.example/a',
      page: 2,
      rating: 4.5,
      max: 5,
    };
    let compared = 0;
    for (const lang of LOCALES) {
      for (const [island, own] of Object.entries(messages[lang]!)) {
        const t = translator(own);
        for (const key of Object.keys(own) as MessageKey[]) {
          const server = String(new IntlMessageFormat(CATALOGUES[lang][key], LOCALE_TAG[lang]).format(values));
          expect(t(key, values), `${island} ${lang} ${key}`).toBe(server);
          compared++;
        }
        // A key its chunk lacks is said, not shown as a blank.
        expect(() => t('notFound.title')).toThrow(/no message "notFound.title"/);
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
