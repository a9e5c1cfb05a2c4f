import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { userProfiles, users } from '../../db/schema/index';

const builder = new QueryBuilder();

/**
 * Accounts as other modules' statements join them, under `alias`: a subquery of the columns
 * they may read (the profile's left-joined: null for a purged account), for the reads that must
 * stay one statement (a reservation's locks, a library line's listing, a search's stored
 * page). PostgreSQL flattens it into the statement that joins it, so the plan is the one of
 * joining users and user_profiles, and a profile column nobody reads costs no join. The columns
 * are this module's promise: what they mean (`disabledAt`: deleted; `suspendedAt`: a moderator
 * suspended it) is said in db/schema/accounts.ts.
 */
export const accountsView = <Alias extends string>(alias: Alias) =>
  builder
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      suspendedAt: users.suspendedAt,
      firstName: userProfiles.firstName,
      phoneNumber: userProfiles.phoneNumber,
      region: userProfiles.region,
      city: userProfiles.city,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .as(alias);
