import { ACCOUNT_MESSAGES as M } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, registrationPayload } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { geoDepartments, geoProvinces, userProfiles, users } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';

/**
 * A profile's province and city ids are the georef lists' ids when the server holds the lists
 * (any text was accepted); without a list, the typed place stands.
 */
describe('the place of a profile', () => {
  const suite = useTestApp();

  const register = (override: Record<string, unknown>) =>
    suite.app.inject({ method: 'POST', url: '/api/user', payload: registrationPayload(override) });

  it('takes any place while the server holds no list', async () => {
    expect((await register({ regionId: '99', cityId: '99999' })).statusCode).toBe(201);
  });

  describe('once the lists are held', () => {
    beforeAll(async () => {
      await suite.app.db.insert(geoProvinces).values([
        { id: '06', name: 'Buenos Aires' },
        { id: '14', name: 'Córdoba' },
      ]);
      await suite.app.db
        .insert(geoDepartments)
        .values([{ provinceId: '06', id: '06441', name: 'La Plata' }]);
    });

    it('refuses a province or a city that is not on them, naming the field', async () => {
      expectError(await register({ regionId: '99' }), 400, {
        code: 'VAL-400',
        field: 'regionId',
        message: M.regionIdInvalid,
      });
      expectError(await register({ cityId: '14014' }), 400, {
        code: 'VAL-400',
        field: 'cityId',
        message: M.cityIdInvalid,
      });
      expect((await register({})).statusCode).toBe(201);
      // A province whose cities the server never fetched: the typed city stands.
      expect(
        (await register({ region: 'Córdoba', regionId: '14', cityId: '14014' })).statusCode,
      ).toBe(201);
    });

    const storedPlace = async (username: string) => {
      const [row] = await suite.app.db
        .select({ region: userProfiles.region, city: userProfiles.city })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(eq(users.username, username));
      return row;
    };

    /** Registers at the typed place (201) and answers the place stored. */
    const registeredPlace = async (
      region: string,
      regionId: string,
      city: string,
      cityId: string,
    ) => {
      const payload = registrationPayload({ region, regionId, city, cityId });
      expect((await register(payload)).statusCode).toBe(201);
      return storedPlace(payload.user);
    };

    it("stores the lists' names for the ids, whatever text came beside them", async () => {
      expect(
        await registeredPlace('<script>alert(1)</script>', '06', 'Ciudad Falsa', '06441'),
      ).toEqual({ region: 'Buenos Aires', city: 'La Plata' });
    });

    it('ignores the place names of a profile change beside the saved ids', async () => {
      const user = await createUser(suite.app, {
        region: 'Buenos Aires',
        regionId: '06',
        city: 'La Plata',
        cityId: '06441',
      });
      const session = await loginAs(suite.app, user);
      const res = await suite.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: session.cookieHeaders,
        payload: { region: '<b>Narnia</b>', city: 'Ciudad Falsa' },
      });
      expect(res.json()).toMatchObject({ region: 'Buenos Aires', city: 'La Plata' });
      expect(await storedPlace(user.user)).toEqual({ region: 'Buenos Aires', city: 'La Plata' });
    });

    it('keeps the typed city of a province whose cities the server never fetched', async () => {
      expect(await registeredPlace('Cordoba', '14', 'Villa María', '14014')).toEqual({
        region: 'Córdoba',
        city: 'Villa María',
      });
    });

    it('checks a profile change against the saved province', async () => {
      const user = await createUser(suite.app);
      const session = await loginAs(suite.app, user);
      const patch = (payload: Record<string, unknown>) =>
        suite.app.inject({
          method: 'PATCH',
          url: '/api/user',
          headers: session.cookieHeaders,
          payload,
        });
      const toLaPlata = {
        region: 'Buenos Aires',
        regionId: '06',
        city: 'La Plata',
        cityId: '06441',
      };
      expect((await patch(toLaPlata)).statusCode).toBe(200);
      expect((await patch({ cityId: '06999' })).json()).toMatchObject({ field: 'cityId' });
      expect((await patch({ regionId: '98' })).json()).toMatchObject({ field: 'regionId' });
      expect((await patch({ city: 'Capital', cityId: '14014' })).json()).toMatchObject({
        field: 'cityId',
      });
    });
  });
});
