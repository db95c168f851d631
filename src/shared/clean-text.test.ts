import { describe, expect, it } from 'vitest';
import { cleanFields, cleanText } from './clean-text';

const INVISIBLE = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E', // embeddings, overrides
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069', // isolates
  '\u200E',
  '\u200F',
  '\u061C', // marks
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF', // zero-width
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085', // controls
];

describe('cleanText', () => {
  it.each(INVISIBLE.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))('drops U+%s', (_, c) => {
    expect(cleanText(`As${c}ha ${c}+91 98765${c}43210`)).toBe('Asha +91 9876543210');
  });

  it('keeps letters of every script, emoji, tab and line breaks', () => {
    const kept = 'Priya Sharma, प्रिया, ப்ரியா, পৃথা 📸\tline\r\nnext';
    expect(cleanText(kept)).toBe(kept);
  });

  it('keeps a joiner a script spells with: Hindi, Urdu, an emoji sequence; not one between Latin letters', () => {
    const spelled = ['क्\u200Dष', 'र्\u200Dय', 'می\u200Cخواهم', '👩\u200D👩\u200D👧', '👍🏽\u200D'.slice(0, -1)];
    for (const s of spelled) expect(cleanText(s)).toBe(s);
    expect(cleanText('Asha\u200D\u200DKhan')).toBe('AshaKhan');
    expect(cleanText('\u200Dक')).toBe('क');
  });

  it('cleans every string of a row, nested arrays and objects included', () => {
    expect(cleanFields({ name: '\u202Eahsa', n: 3, x: null, notes: [{ body: 'a\u200Bb' }] })).toEqual({
      name: 'ahsa',
      n: 3,
      x: null,
      notes: [{ body: 'ab' }],
    });
  });
});
