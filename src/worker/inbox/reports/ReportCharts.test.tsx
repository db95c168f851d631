import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { figuresFromRows } from './figures';
import { leadRows, type PipelineLead } from '../../../../tests/helpers/report-fixtures';
import { FUNNEL_ROWS, ReportCharts, SERIES_COLOURS, STAGE_COLOURS, TAP_COLOUR } from './ReportCharts';

const now = new Date('2026-11-25T12:00:00.000Z');
const lead = (day: number, over: Partial<PipelineLead> = {}) =>
  leadRows({
    received_at: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`,
    source: 'google',
    medium: 'cpc',
    campaign: 'jaipur',
    landing_path: '/place/jaipur',
    stage: 'new',
    value: null,
    ...over,
  });
const rows = [
  lead(20),
  lead(20, { source: 'facebook', medium: 'paid' }),
  lead(21, { stage: 'booked', value: 125000 }),
  lead(21, { stage: 'contacted', landing_path: '/contact' }),
  ...['a', 'b', 'c', 'd', 'e'].flatMap((s) => lead(22, { source: s, campaign: `c-${s}`, landing_path: `/p/${s}` })),
  ...Array.from({ length: 6 }, (_, i) => lead(23, { source: 'bing', campaign: `extra-${i}` })),
].flat();
const html = (days: 30 | 90 = 30, r = rows) =>
  renderToStaticMarkup(<ReportCharts figures={figuresFromRows(r, { days, now })} />);
const svgs = (markup: string) => markup.match(/<svg[^>]*>/g) ?? [];

describe('ReportCharts', () => {
  it('draws three accessible SVG charts that fit 360 px, with no inline style', () => {
    const out = html();
    expect(svgs(out)).toHaveLength(3);
    for (const svg of svgs(out)) {
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/aria-label="[^"]+"/);
      expect(svg).toMatch(/viewBox="0 0 360 \d+"/);
      expect(svg).toContain('width="100%"');
    }
    expect(out).not.toMatch(/\sstyle=/);
    expect(out).toContain(
      'aria-label="Leads per day by source, last 30 India days (27 Oct 2026 to 25 Nov 2026): 15 leads"',
    );
    expect(out).toContain(
      '27 Oct 2026 to 25 Nov 2026 (India time): 15 leads, 2 contacted, 1 booked, ₹1,25,000 booked value.',
    );
  });

  it('has a bar group per day, stacked segments for the top five sources and the rest, a legend, axis labels', () => {
    for (const days of [30, 90] as const) expect(html(days).match(/class="report-chart__day"/g)).toHaveLength(days);
    const out = html();
    const daily = out.slice(out.indexOf('<svg'), out.indexOf('</svg>'));
    // 22 Nov: five single-lead sources; bing (6 leads) and google (3) lead the ranking.
    expect(daily).toContain('<title>22 Nov 2026: 5 leads</title>');
    expect(daily).toContain('<title>25 Nov 2026: 0 leads</title>');
    for (const name of ['bing', 'google', 'a', 'b', 'c', '(other)']) expect(daily).toContain(`>${name}</text>`);
    for (const colour of SERIES_COLOURS) expect(daily).toContain(`fill="${colour}"`);
    expect(daily).toContain('>Leads</text>');
    expect(daily).toContain('>Day received (India time)</text>');
    expect(daily).toContain('>27 Oct 2026</text>');
    expect(daily).toContain('>25 Nov 2026</text>');
  });

  it('gives screen readers the figures as visually hidden tables', () => {
    const out = html();
    expect(out.match(/<table class="visually-hidden">/g)).toHaveLength(3);
    expect(out).toContain('<caption>Leads per day by source</caption>');
    expect(out).toContain(
      '<tr><th scope="row">21 Nov 2026</th><td>0</td><td>2</td><td>0</td><td>0</td><td>0</td><td>0</td><td>2</td></tr>',
    );
    expect(out).toContain(
      '<tr><th scope="row">google / cpc / jaipur</th>' +
        '<td>3</td><td>1</td><td>1</td><td>0</td><td>1</td><td>0</td><td>₹1,25,000</td><td>0</td></tr>',
    );
    expect(out).toContain(
      '<tr><th scope="row">/contact</th>' +
        '<td>1</td><td>0</td><td>1</td><td>0</td><td>0</td><td>0</td><td>₹0</td><td>0</td></tr>',
    );
  });

  it('shows lead quality per campaign and per landing page in visible tables, the most spam first', () => {
    const out = html(30, [
      ...rows,
      ...lead(24, { quality: 'verified' }),
      ...lead(24, { quality: 'unverified' }),
      ...lead(24, { quality: 'spam' }),
      ...[1, 2, 3].flatMap(() => lead(24, { quality: 'spam', source: 'bots', campaign: 'cheap', landing_path: '/x' })),
    ]);
    expect(out).toContain('<caption>Lead quality per campaign</caption>');
    expect(out).toContain('<caption>Lead quality per landing page</caption>');
    const table = out.slice(out.indexOf('<caption>Lead quality per campaign</caption>'));
    // Each word of a row's label is a span of its own (lines break between words only): read as text.
    expect(table).toContain(
      '<th scope="row"><span class="word">bots</span> <span class="word">/</span> <span class="word">cpc</span>',
    );
    const body = table
      .slice(table.indexOf('<tbody>'), table.indexOf('</tbody>'))
      .replace(/<span class="word">|<\/span>/g, '');
    expect(body.match(/<tr>.*?<\/tr>/g)!.slice(0, 2)).toEqual([
      '<tr><th scope="row">bots / cpc / cheap</th><td>0</td><td>0</td><td>0</td><td>3</td><td>100%</td></tr>',
      '<tr><th scope="row">google / cpc / jaipur</th><td>5</td><td>1</td><td>1</td><td>1</td><td>17%</td></tr>',
    ]);
    expect(out).toContain('4 spam submissions kept apart (19% of all).');
  });

  it('draws a bar for every stage (new only for leads still new), the booked value in rupees, top rows only', () => {
    const out = html(30, [...rows, ...lead(24, { stage: 'quoted' }), ...lead(24, { stage: 'lost' })]);
    const group = out.slice(out.indexOf('>google / cpc / jaipur · 5 leads</text>'));
    const row = group.slice(0, group.indexOf('</g><g class="report-chart__funnel">'));
    for (const bar of ['1 new', '1 contacted', '1 quoted', '1 booked · ₹1,25,000', '1 lost', '0 chat taps'])
      expect(row).toContain(`>${bar}</text>`);
    for (const stage of ['new', 'contacted', 'quoted', 'booked', 'lost'] as const)
      expect(row).toContain(`fill="${STAGE_COLOURS[stage]}"`);
    // 17 leads, 13 of them still new: the New figure is not every lead.
    expect(out).toContain('17 leads, 3 contacted, 1 booked');
    expect(out).toContain('Where they stand now: 13 new, 1 contacted, 1 quoted, 1 booked, 1 lost.');
    const campaigns = out.slice(out.indexOf('Funnel per campaign'), out.indexOf('Funnel per landing page'));
    expect(campaigns.match(/class="report-chart__funnel"/g)).toHaveLength(FUNNEL_ROWS);
    expect(campaigns).toContain('Top 8 of 13 by leads; the CSV has them all.');
  });

  it('draws chat taps beside the funnel, with a column in the tables and the total under the summary', () => {
    const out = renderToStaticMarkup(
      <ReportCharts
        figures={figuresFromRows(lead(20), {
          days: 30,
          now,
          taps: [
            { by: 'campaign', source: 'google', medium: 'cpc', campaign: 'jaipur', landing_path: '', taps: 2 },
            { by: 'campaign', source: 'facebook', medium: 'paid', campaign: 'chats', landing_path: '', taps: 1 },
            { by: 'page', source: '', medium: '', campaign: '', landing_path: '/place/pune', taps: 3 },
          ],
        })}
      />,
    );
    expect(out).toContain('<p class="report__note">3 taps on the chat button, beside the leads');
    expect(out.match(/<th scope="col">Chat taps<\/th>/g)).toHaveLength(2);
    expect(out).toContain('>2 chat taps</text>');
    expect(out).toContain(`fill="${TAP_COLOUR}"`);
    expect(out).toContain(
      '<tr><th scope="row">google / cpc / jaipur</th>' +
        '<td>1</td><td>1</td><td>0</td><td>0</td><td>0</td><td>0</td><td>₹0</td><td>2</td></tr>',
    );
    // A campaign or page with taps only has its row.
    expect(out).toContain(
      '<tr><th scope="row">facebook / paid / chats</th>' +
        '<td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>₹0</td><td>1</td></tr>',
    );
    expect(out).toContain(
      '<tr><th scope="row">/place/pune</th>' +
        '<td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td><td>₹0</td><td>3</td></tr>',
    );
  });

  it('says so when there are no leads', () => {
    const out = html(30, []);
    expect(out.match(/No leads or chat taps in the last 30 days\./g)).toHaveLength(2);
    expect(out.match(/class="report-chart__day"/g)).toHaveLength(30);
  });
});
