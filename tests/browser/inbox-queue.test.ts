import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { axe, inboxInBrowser, signedInContext, type InboxSite } from '../helpers/inbox-browser';
import { CALLBACK, post } from '../helpers/leads';

// The inbox as the sales team's queue on a 360 × 640 phone (docs/sales.md "The queue"), with and
// without JavaScript: the first lead's Call button on the first screen, the overdue lead on top,
// a phone found as typed, bulk assign by a plain form; and, with JavaScript (the checks run in the
// page), no word split and no text wider than its box at 360 and 1280 px, touch targets, axe.
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let base: string;
const ids: Record<string, string> = {};

async function submit(body: Record<string, string>) {
  const res = await post(server, 'submit-form', { ...CALLBACK, ...body });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

inboxInBrowser((site) => ({ access, server, browser, base } = site), {
  vars: { INBOX_TEAM: 'sales@studio.example,ravi@studio.example' },
});
beforeAll(async () => {
  ids.overdue = await submit({
    firstName: 'Olga',
    lastName: 'Menon',
    email: 'olga@example.in',
    phone: '9811100002',
    service: 'prewedding',
    city: 'varanasi',
    message: 'Pre-wedding shoot on the ghats at sunrise, two outfits, drone if allowed.',
  });
  ids.kavya = await submit({
    firstName: 'Kavya',
    lastName: 'Nair',
    email: 'kavya@example.in',
    phone: '9876501234',
    service: 'wedding',
    city: 'delhi-ncr',
    message: 'Three-day wedding in Chhatarpur, about 400 guests.',
  });
  ids.newest = await submit({
    firstName: 'Aditya',
    lastName: 'Raghunathan',
    email: 'aditya@example.in',
    phone: '9811100003',
    service: 'maternity',
    city: 'bangalore',
  });
  // Received three days ago and never answered: next_at is its receipt (the queue rule).
  const db = (await server.getWorker().getEnv()).LEADS_DB;
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
  await db.batch([
    db.prepare('UPDATE lead_pipeline SET received_at = ?2 WHERE lead_id = ?1').bind(ids.overdue, threeDaysAgo),
    db.prepare('UPDATE lead_work SET next_at = ?2 WHERE lead_id = ?1').bind(ids.overdue, threeDaysAgo),
  ]);
});

async function signedIn(width: number, javaScript: boolean, height = 640) {
  const context = await signedInContext(browser, access, { email: 'sales@studio.example', width, height, javaScript });
  return context.newPage();
}

/**
 * Every visible element holding text: wider content than its box (scrollWidth > clientWidth; an
 * ellipsis on purpose aside) or a word laid out on two lines (its letters' boxes on two rows).
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const hidden = (el: Element) => el.closest('.visually-hidden, thead, details:not([open]) > :not(summary)');
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      // SVG text (the reports' charts) is drawn to its viewBox, not laid out in boxes.
      if (el instanceof SVGElement || !el.checkVisibility() || hidden(el)) continue;
      const style = getComputedStyle(el);
      // Past the screen's edge, unless a box that clips it hides the rest (the reports' screen-reader tables)
      // or scrolls it in its own region (the wide report tables, focusable).
      const clipped = (e: Element | null): boolean =>
        !!e && (/hidden|clip|auto|scroll/.test(getComputedStyle(e).overflowX) || clipped(e.parentElement));
      if (el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el.parentElement))
        found.push(`${name(el)}: past the screen's right edge`);
      const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!texts.length) continue;
      if (style.display !== 'inline' && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} "${el.textContent!.trim().slice(0, 30)}": ${el.scrollWidth} > ${el.clientWidth}`);
      for (const t of texts) {
        for (const m of t.textContent!.matchAll(/[^\s/–·,-]+/g)) {
          const range = document.createRange();
          range.setStart(t, m.index!);
          range.setEnd(t, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(`${name(el)}: "${m[0]}" split over ${tops.size} lines`);
        }
      }
    }
    return found.slice(0, 10);
  });
}

/** Controls shorter than 44 px (links inside running text aside). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input:not([type=hidden]), summary, nav a, .button')]
      .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden') && el.id !== 'main')
      .filter((el) => el.getBoundingClientRect().height < 44 || el.getBoundingClientRect().width < 24)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}"`),
  );
}

describe.each([{ javaScript: true }, { javaScript: false }])(
  'the queue at 360 px (JavaScript $javaScript)',
  ({ javaScript }) => {
    it('puts the first lead’s Call button on the first screen, the overdue lead on top, and finds 09876501234', async () => {
      const page = await signedIn(360, javaScript);
      await page.goto(`${base}/admin`);
      // Due now: the lead waiting three days first, said in words.
      const first = page.locator('table.leads tbody tr').first();
      expect(await first.locator('td.name a').textContent()).toBe('Olga Menon');
      expect(await first.locator('td.age').textContent()).toBe('3 days – overdue');
      const call = first.getByRole('button', { name: 'Call 98111 00002' });
      const box = (await call.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await first.getByRole('button', { name: 'WhatsApp Olga Menon' }).isVisible()).toBe(true);
      // A compact card: about 120 px (this one's long service and city take a second line).
      expect((await first.boundingBox())!.height).toBeLessThanOrEqual(140);
      expect(await page.locator('.tabs a[aria-current=page]').textContent()).toBe('Due now 3');

      // New, newest first: the newest lead's Call button on the first screen too.
      await Promise.all([page.waitForURL(/view=new/), page.click('.tabs a:has-text("New")')]);
      const newest = page.locator('table.leads tbody tr').first();
      expect(await newest.locator('td.name a').textContent()).toBe('Aditya Raghunathan');
      const newestCall = (await newest.getByRole('button', { name: /^Call / }).boundingBox())!;
      expect(newestCall.y + newestCall.height).toBeLessThanOrEqual(640);

      // A phone as a customer says it, with the trunk 0.
      await page.fill('#f-q', '09876501234');
      await Promise.all([page.waitForURL(/q=09876501234/), page.click('button:has-text("Search")')]);
      await expect.poll(() => page.locator('table.leads tbody tr td.name a').allTextContents()).toEqual(['Kavya Nair']);
      await page.context().close();
    });

    it('assigns ticked leads with the bulk form, then Mine lists them', async () => {
      // Round-robin gave each lead an owner on arrival: here every lead is the other member's, so the
      // two ticked leads are both assigned (none skipped as already theirs) and Mine lists only them.
      const to = javaScript ? 'sales@studio.example' : 'ravi@studio.example';
      const other = javaScript ? 'ravi@studio.example' : 'sales@studio.example';
      const db = (await server.getWorker().getEnv()).LEADS_DB;
      await db.prepare('UPDATE lead_work SET owner = ?1').bind(other).run();
      const page = await signedIn(360, javaScript);
      await page.goto(`${base}/admin?view=all`);
      for (const name of ['Kavya Nair', 'Aditya Raghunathan'])
        await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await page.selectOption('#b-owner', to);
      await Promise.all([page.waitForURL(/\/admin\/bulk\?done=assign/), page.click('button:has-text("Assign")')]);
      expect(await page.locator('[role=status]').textContent()).toBe(`2 leads assigned to ${to}.`);
      if (javaScript) {
        await page.goto(`${base}/admin?view=mine`);
        expect((await page.locator('td.name a').allTextContents()).sort()).toEqual([
          'Aditya Raghunathan',
          'Kavya Nair',
        ]);
      }
      await page.context().close();
    });
  },
);

describe('layout', () => {
  const pages = () => [
    '/admin',
    '/admin?view=all',
    '/admin?city=delhi-ncr',
    `/admin/leads/${ids.kavya}`,
    '/admin/reports',
    '/admin/person',
    '/admin/status',
  ];

  it.each([360, 1280])(
    'splits no word and overflows no box at %i px; touch targets 44 px; axe clean',
    async (width) => {
      const page = await signedIn(width, true, 800);
      const problems: string[] = [];
      for (const path of pages()) {
        await page.goto(base + path);
        await page.evaluate(() =>
          document.querySelectorAll('details').forEach((d) => {
            d.open = true;
          }),
        );
        for (const p of await splitWords(page)) problems.push(`${path}: ${p}`);
        for (const p of await smallTargets(page)) problems.push(`${path}: small target ${p}`);
        if ((await page.evaluate(() => document.documentElement.scrollWidth)) > width)
          problems.push(`${path}: page wider than ${width} px`);
        for (const v of await axe(page)) problems.push(`${path}: axe ${v.id} ${v.nodes.join(', ')}`);
      }
      expect(problems).toEqual([]);
      await page.goto(`${base}/admin?view=all`);
      const heights = await page
        .locator('table.leads tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      // A card about 120 px on a phone (a long service and city adds a line); a table row of one or
      // two lines on a desktop (it was 181 px).
      for (const h of heights) expect(h).toBeLessThanOrEqual(width === 360 ? 140 : 100);
      if (width === 360) {
        // The lead page's notices and conversions: a stacked list on a phone, not a table of one-letter columns.
        await page.goto(`${base}/admin/leads/${ids.kavya}`);
        const cells = page.locator('table.data.stack tbody td');
        if (await cells.count())
          expect(await cells.first().evaluate((td) => getComputedStyle(td).display)).toBe('block');
      }
      await page.context().close();
    },
  );
});
