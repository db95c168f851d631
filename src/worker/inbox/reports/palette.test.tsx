import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyChart } from './DailyChart';
import { figuresFromRows } from './figures';
import { FunnelChart } from './FunnelChart';
import { SERIES_COLOURS, STAGE_COLOURS, TAP_COLOUR } from './palette';
import { leadRows } from '../../../../tests/helpers/report-fixtures';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]!));
/** WCAG relative luminance contrast against white. */
const onWhite = (hex: string) => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
};
const fills = (markup: string) => new Set([...markup.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!));

describe('the reports palette', () => {
  const stages = Object.values(STAGE_COLOURS);
  it('gives sources, stages and chat taps colours of their own, far apart, each readable on white', () => {
    const all = [...SERIES_COLOURS, ...stages, TAP_COLOUR];
    expect(new Set(all).size).toBe(all.length);
    for (const s of SERIES_COLOURS)
      for (const t of [...stages, TAP_COLOUR]) expect(distance(s, t), `${s} vs ${t}`).toBeGreaterThan(50);
    for (const c of all) expect(onWhite(c), c).toBeGreaterThanOrEqual(4.5);
  });

  it('matches the stage badges: new blue, contacted teal, quoted amber, booked green, lost grey (inbox.css)', () => {
    const css = readFileSync(new URL('../inbox.css', import.meta.url), 'utf8');
    for (const [stage, colour] of Object.entries(STAGE_COLOURS))
      expect(css.match(new RegExp(`--stage-${stage}:\\s*(#[0-9a-f]{6})`, 'g')), stage).toEqual([
        `--stage-${stage}: ${colour}`,
      ]);
    const hue = (hex: string) => {
      const [r, g, b] = rgb(hex) as [number, number, number];
      return { r, g, b };
    };
    expect(hue(STAGE_COLOURS.new).b).toBeGreaterThan(hue(STAGE_COLOURS.new).r);
    expect(hue(STAGE_COLOURS.booked).g).toBeGreaterThan(hue(STAGE_COLOURS.booked).r);
    const grey = hue(STAGE_COLOURS.lost);
    expect(grey.r === grey.g && grey.g === grey.b).toBe(true);
  });

  it('draws sources only in the source colours and the funnel only in the stage and tap colours', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const rows = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((source, i) =>
      leadRows({
        received_at: '2026-11-24T06:00:00.000Z',
        source,
        medium: 'cpc',
        campaign: 'x',
        landing_path: '/',
        stage: ['new', 'contacted', 'quoted', 'booked', 'lost', 'new'][i]!,
        value: null,
      }),
    );
    const figures = figuresFromRows(rows, {
      days: 30,
      now,
      taps: [{ by: 'campaign', source: 'a', medium: 'cpc', campaign: 'x', landing_path: '', taps: 1 }],
    });
    const daily = fills(renderToStaticMarkup(<DailyChart figures={figures} />));
    expect([...daily].sort()).toEqual([...SERIES_COLOURS].sort());
    const funnel = fills(
      renderToStaticMarkup(
        <FunnelChart rows={[{ ...figures.total, label: 'all' }]} title="Funnel per campaign" days={30} />,
      ),
    );
    expect([...funnel].sort()).toEqual([...stages, TAP_COLOUR].sort());
  });
});
