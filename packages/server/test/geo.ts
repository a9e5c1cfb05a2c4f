import type { FastifyInstance } from 'fastify';
import { geoDepartments, geoProvinces } from '../src/db/schema/index';

/** Two georef cities the meeting points' tests name: CABA's Comuna 1 and La Plata. */
export const CABA = { regionId: '02', cityId: '02007' };
export const LA_PLATA = { regionId: '06', cityId: '06441' };

/** Their provinces' and cities' rows, as the georef import writes them (modules/geo). */
export async function insertTestGeo(app: FastifyInstance): Promise<void> {
  await app.db.insert(geoProvinces).values([
    { id: '02', name: 'Ciudad Autónoma de Buenos Aires' },
    { id: '06', name: 'Buenos Aires' },
  ]);
  await app.db.insert(geoDepartments).values([
    { provinceId: '02', id: '02007', name: 'Comuna 1' },
    { provinceId: '06', id: '06441', name: 'La Plata' },
  ]);
}
