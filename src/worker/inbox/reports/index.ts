// The inbox's reports (docs/sales.md), mounted by the inbox at /admin/reports and /admin/reports.csv.
export { reportFigures } from './query';
export {
  figuresFromRows,
  funnels,
  OTHER_SOURCES,
  TOP_SOURCES,
  type CampaignFunnel,
  type Funnel,
  type PageFunnel,
  type ReportDays,
  type ReportFigures,
  type ReportRow,
} from './figures';
export { reportWindow, type ReportWindow } from './window';
export { ReportCharts } from './ReportCharts';
export { reportCsv, reportCsvFilename, REPORT_CSV_HEADER } from './csv';
export { reportText } from './text';
