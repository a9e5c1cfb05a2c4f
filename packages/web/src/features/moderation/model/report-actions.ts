import type { ModerationAction, ModerationReport } from '@mdc/shared';

/**
 * What a moderator can do with a report as it stands: hide or show its library (when it names
 * one), remove its meeting point or allow it again (when it names one), suspend or reinstate
 * the account, and dismiss it while it is open. A closed report keeps the others, so a decision
 * can be undone from it.
 */
export function reportActions(report: ModerationReport): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (report.library) actions.push(report.library.hidden ? 'showLibrary' : 'hideLibrary');
  if (report.place) actions.push(report.place.removed ? 'restorePlace' : 'removePlace');
  actions.push(report.reported.suspended ? 'reinstate' : 'suspend');
  if (report.status === 'open') actions.push('dismiss');
  return actions;
}

/** The list of one status after an action answered `report` as it is now. */
export function placeReport(
  reports: readonly ModerationReport[],
  report: ModerationReport,
  status: ModerationReport['status'],
): ModerationReport[] {
  const others = reports.filter((each) => each.id !== report.id);
  if (report.status !== status) return others;
  // Newest first, as the API answers.
  return [...others, report].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
