// The reports module as moderation, the demo, the server tests and the benches use it.
export { fileReport } from './report';
export { findReports, lockReport, setReportStatus, type ReportRow } from './report-rows';
