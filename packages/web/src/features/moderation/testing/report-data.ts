import type { ModerationReport } from '@mdc/shared';

/**
 * An open report of a library's owner with everything filled in: two reservations (one with a
 * deleted account), one earlier event in its history. 14:05 UTC is 11:05 in Argentina.
 */
export const LIBRARY_REPORT: ModerationReport = {
  id: '0b6a9b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  createdAt: '2026-03-05T14:05:00.000Z',
  status: 'open',
  reason: 'misleading',
  details: 'Las cartas de la foto no son las que manda.',
  reporter: 'ana_c',
  reported: {
    user: 'cartas_dudosas',
    deliveries: 3,
    purchases: 1,
    cancellations: 2,
    expirations: 0,
    memberSince: '2025-03',
    suspended: false,
  },
  library: { id: '6f1e2d3c-4b5a-4987-a6b5-c4d3e2f1a0b9', name: 'Modern de Dudo', hidden: false },
  place: null,
  reservations: [
    {
      id: '4a1b2c3d-0000-4000-8000-000000000041',
      role: 'seller',
      otherUser: 'ana_c',
      status: 'cancelled',
      createdAt: '2026-03-01T02:30:00.000Z',
      cards: 2,
    },
    {
      id: '1e7f0a9b-0000-4000-8000-000000000017',
      role: 'buyer',
      otherUser: null,
      status: 'sold',
      createdAt: '2026-01-10T15:00:00.000Z',
      cards: 1,
    },
  ],
  history: [
    {
      action: 'showLibrary',
      moderator: 'mod_irene',
      at: '2026-03-06T12:00:00.000Z',
      reason: 'La había ocultado por error.',
    },
  ],
};

/** A report of a user (no library), already suspended, with nothing done on it yet. */
export const USER_REPORT: ModerationReport = {
  id: '1c7b0c8f-2d3e-4f60-9b0c-1d2e3f4a5b6c',
  createdAt: '2026-03-07T20:00:00.000Z',
  status: 'open',
  reason: 'noShow',
  details: '',
  reporter: null,
  reported: {
    user: 'nunca_vino',
    deliveries: 0,
    purchases: 0,
    cancellations: 1,
    expirations: 1,
    memberSince: '2026-01',
    suspended: true,
  },
  library: null,
  place: null,
  reservations: [],
  history: [],
};

/** A report of a meeting point that a member lists, nothing done on it yet. */
export const PLACE_REPORT: ModerationReport = {
  ...USER_REPORT,
  id: '2d8c1d90-3e4f-4a71-8c1d-2e3f4a5b6c7d',
  reason: 'other',
  details: 'Es la dirección de una casa.',
  reporter: 'ana_c',
  reported: { ...USER_REPORT.reported, user: 'pone_su_casa', suspended: false },
  place: {
    id: '3e9d2ea1-4f50-4b82-9d2e-3f4a5b6c7d8e',
    name: 'Esquina de Pedro',
    kind: 'public',
    regionId: '14',
    cityId: '14014',
    removed: false,
  },
};
