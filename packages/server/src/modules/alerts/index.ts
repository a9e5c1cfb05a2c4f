// The face of modules/alerts for other modules: the matching a listing runs, and the jobs.
export { recordMatches } from './record-matches';
export { alertJobs } from './jobs';
