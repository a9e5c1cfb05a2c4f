import type { Job } from '../../jobs/job';
import { mailAlertDigests } from './digest';

/**
 * The alerts' digest mails (digest.ts). Checked every `checkSeconds` (ALERT_DIGEST_CHECK_SECONDS,
 * a minute by default): a user's first matches go out within it, the next at most once a day
 * (the rule is each user's, kept in users.alert_digest_at). One transaction a run.
 */
export function alertDigestJob(publicUrl: string, checkSeconds: number): Job {
  return {
    name: 'alert-digest',
    intervalMs: checkSeconds * 1000,
    lock: 'transaction',
    async run(db, now) {
      const mailed = await mailAlertDigests(db, now, publicUrl);
      return mailed ? `mailed ${mailed} alert digest(s)` : '';
    },
  };
}

export const alertJobs = (config: {
  publicUrl: string;
  alertDigestCheckSeconds: number;
}): Job[] => [alertDigestJob(config.publicUrl, config.alertDigestCheckSeconds)];
