import { Hono } from 'hono';
import { reportDays } from '../forms';
import type { InboxEnv } from '../guard';
import { page } from '../page';
import { ReportsPage } from '../view/ReportsPage';
import { reportCsv, reportCsvFilename } from './csv';
import { firstResponseFigures } from './first-response';
import { reportFigures } from './query';
import { languageFigures } from './languages';

/** The reports at /admin/reports and their CSV at /admin/reports.csv (docs/sales.md). */
export const reports = new Hono<InboxEnv>();

reports.get('/reports', async (c) => {
  const days = reportDays(c.req.query('days'));
  if (!days)
    return page(
      c,
      'Reports',
      <p>
        <a href="/admin/reports">Show the last 30 days</a>
      </p>,
      { section: 'reports', notice: { kind: 'error', text: 'Period: 30 or 90 days.' }, status: 400 },
    );
  const now = new Date();
  const [figures, firstResponse, languages] = await Promise.all([
    reportFigures(c.env.LEADS_DB, { days, now }),
    firstResponseFigures(c.env.LEADS_DB, { days, now, target: c.get('config').INBOX_FIRST_RESPONSE_MINUTES ?? 15 }),
    languageFigures(c.env.LEADS_DB, { days, now }),
  ]);
  return page(c, 'Reports', <ReportsPage figures={figures} firstResponse={firstResponse} languages={languages} />, {
    section: 'reports',
  });
});

reports.get('/reports.csv', async (c) => {
  const days = reportDays(c.req.query('days'));
  if (!days) return c.text('Period: 30 or 90 days.', 400);
  const now = new Date();
  const [figures, languages] = await Promise.all([
    reportFigures(c.env.LEADS_DB, { days, now }),
    languageFigures(c.env.LEADS_DB, { days, now }),
  ]);
  return c.body(reportCsv(figures, languages), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${reportCsvFilename(figures)}"`,
  });
});
