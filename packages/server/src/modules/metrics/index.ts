export { metricsPlugin } from './plugin';
export type { AppMetrics } from './metrics';
