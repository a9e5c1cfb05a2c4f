import { describe, expect, it } from 'vitest';
import { LIBRARY_REPORT, PLACE_REPORT, USER_REPORT } from '../testing/report-data';
import { placeReport, reportActions } from './report-actions';

describe('reportActions', () => {
  it('offers hiding the library, suspending and dismissing on an open library report', () => {
    expect(reportActions(LIBRARY_REPORT)).toEqual(['hideLibrary', 'suspend', 'dismiss']);
  });

  it('offers the way back once the library is hidden or the account suspended', () => {
    const report = {
      ...LIBRARY_REPORT,
      library: { ...LIBRARY_REPORT.library!, hidden: true },
      reported: { ...LIBRARY_REPORT.reported, suspended: true },
    };
    expect(reportActions(report)).toEqual(['showLibrary', 'reinstate', 'dismiss']);
  });

  it('offers removing a reported meeting point, and allowing it again once removed', () => {
    expect(reportActions(PLACE_REPORT)).toEqual(['removePlace', 'suspend', 'dismiss']);
    const removed = { ...PLACE_REPORT, place: { ...PLACE_REPORT.place!, removed: true } };
    expect(reportActions({ ...removed, status: 'actioned' })).toEqual(['restorePlace', 'suspend']);
  });

  it('has no library action without a library, and no dismissal once closed', () => {
    expect(reportActions(USER_REPORT)).toEqual(['reinstate', 'dismiss']);
    expect(reportActions({ ...USER_REPORT, status: 'actioned' })).toEqual(['reinstate']);
  });
});

describe('placeReport', () => {
  it('takes a report out of the list of a status it left', () => {
    const actioned = { ...LIBRARY_REPORT, status: 'actioned' as const };
    expect(placeReport([USER_REPORT, LIBRARY_REPORT], actioned, 'open')).toEqual([USER_REPORT]);
  });

  it('replaces a report that stays, and puts a newcomer in date order', () => {
    const hidden = { ...LIBRARY_REPORT, library: { ...LIBRARY_REPORT.library!, hidden: true } };
    expect(placeReport([USER_REPORT, LIBRARY_REPORT], hidden, 'open')).toEqual([
      USER_REPORT,
      hidden,
    ]);
    expect(placeReport([USER_REPORT], hidden, 'open')).toEqual([USER_REPORT, hidden]);
  });
});
