import { Hono } from 'hono';
import { workingHours } from '../../call-times';
import { reportDays } from '../forms';
import type { InboxEnv } from '../guard';
import { page } from '../page';
import { ReportsPage } from '../view/ReportsPage';
import { reportCsv, reportCsvFilename } from './csv';
import { firstResponseFigures } from './first-response';
import { reportFigures, salesReport } from './query';
import { speedFigures } from './speed-to-lead';
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
  const target = c.get('config').INBOX_FIRST_RESPONSE_MINUTES ?? 15;
  const hours = workingHours(c.get('config'));
  const [figures, firstResponse, speed, languages, sales] = await Promise.all([
    reportFigures(c.env.LEADS_DB, { days, now }),
    firstResponseFigures(c.env.LEADS_DB, { days, now, target, hours }),
    speedFigures(c.env.LEADS_DB, { days, now, target, hours }),
    languageFigures(c.env.LEADS_DB, { days, now }),
    salesReport(c.env.LEADS_DB, { days, now }),
  ]);
  const body = (
    <ReportsPage figures={figures} firstResponse={firstResponse} speed={speed} languages={languages} sales={sales} />
  );
  return page(c, 'Reports', body, {
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
