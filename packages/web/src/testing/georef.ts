import type { MockReply } from './mock-api';
import type { ApiCall } from './mock-api';

/** A small Argentina for the location fields: two provinces, their cities. */
export const PROVINCES = [
  { id: '14', nombre: 'Córdoba' },
  { id: '06', nombre: 'Buenos Aires' },
];
const CITIES: Record<string, { id: string; nombre: string }[]> = {
  '14': [
    { id: '14014', nombre: 'Capital' },
    { id: '14091', nombre: 'Río Cuarto' },
  ],
  '06': [{ id: '06441', nombre: 'La Plata' }],
};

export const georefHandlers = {
  'GET /api/georef/provincias': { body: { provincias: PROVINCES } },
  'GET /api/georef/departamentos': (call: ApiCall): MockReply => ({
    body: { departamentos: CITIES[call.url.searchParams.get('provincia') ?? ''] ?? [] },
  }),
};
