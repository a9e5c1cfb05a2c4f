import type { Library } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { catalogError, expectError } from '../../../test/error-answer';
import { createUser, loginAs, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { libraries, users } from '../../db/schema/index';

/**
 * A library's public page and its owner's card say what happened: hidden by a
 * moderator, its owner suspended, or its owner's account deleted.
 */

const suite = useTestApp();
let owner: TestUser;
let libraryId: string;

beforeAll(async () => {
  owner = await createUser(suite.app);
  const session = await loginAs(suite.app, owner);
  const res = await injectApi(suite.app, 'POST', '/library', session.cookieHeaders, {
    name: 'Vitrina',
  });
  libraryId = (res.json() as Library).internalId;
});

const setOwner = (values: { suspendedAt?: Date | null; disabledAt?: Date | null }) =>
  suite.app.db.update(users).set(values).where(eq(users.id, owner.id));
const setHidden = (hiddenAt: Date | null) =>
  suite.app.db.update(libraries).set({ hiddenAt }).where(eq(libraries.id, libraryId));

async function expectRefused(key: Parameters<typeof catalogError>[0]) {
  for (const path of [`/library/${libraryId}/public`, `/library/${libraryId}/owner`]) {
    expectError(await injectApi(suite.app, 'GET', path, {}), 404, catalogError(key), path);
  }
}

describe('a library that cannot be shown', () => {
  it('says its owner is suspended, not that the library was hidden', async () => {
    await setOwner({ suspendedAt: new Date() });
    await expectRefused('libraryOwnerSuspended');
  });

  it('says it was hidden when a moderator hid it too: that outlasts the suspension', async () => {
    await setHidden(new Date());
    await expectRefused('libraryHidden');
    await setOwner({ suspendedAt: null });
    await expectRefused('libraryHidden');
    await setHidden(null);
  });

  it('says its owner deleted the account', async () => {
    await setOwner({ disabledAt: new Date() });
    await expectRefused('libraryOwnerDeleted');
  });
});
