/**
 * Reports: a site's, an asset's or a case's content gathered and rendered as a PDF with a map (and
 * GeoJSON), by a background job.
 */

export { ReportContent } from './render/report-content.ts';
export { REPORT_EVENTS } from './report-events.ts';
export { createReportJob } from './report-job.ts';
export { REPORT_JOBS } from './report-jobs.ts';
export { createReportsService, type ReportsService } from './reports-service.ts';
export { createReport } from './routes/create-report.ts';
export { getReport } from './routes/get-report.ts';
export { getReportGeojson } from './routes/get-report-geojson.ts';
export { getReportPdf } from './routes/get-report-pdf.ts';
export { listReports } from './routes/list-reports.ts';
export { ReportSchema } from './routes/report-schemas.ts';
