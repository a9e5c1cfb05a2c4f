import type { CreateLibraryInput, LibraryCard, NewLibraryCard } from '@mdc/shared';
import {
  createUser,
  loginAs,
  type TestSession,
  type TestUser,
  type UserOverrides,
} from './factories';
import { createLibraryWithCards } from './library-factory';

type Target = Parameters<typeof createUser>[0];

export interface MarketplaceOptions {
  seller?: UserOverrides;
  buyer?: UserOverrides;
  /** Both sessions kept ('Mantener sesión'): for tests whose clock runs for days. */
  keepSession?: boolean;
}

export interface Marketplace {
  seller: TestUser;
  buyer: TestUser;
  sellerSession: TestSession;
  buyerSession: TestSession;
}

export interface SellerLibrary {
  libraryId: string;
  cards: LibraryCard[];
}

type Cards = Omit<NewLibraryCard, 'libraryId'>[];

/**
 * The cast of the API tests of a deal: a seller and a buyer, each logged in, and, given `cards`,
 * the seller's library of them (a sale library named 'Cartas' unless `library` says otherwise).
 *
 *   const { seller, buyerSession, cards } = await marketplaceFixture(app, {
 *     seller: { user: 'rita_vende' },
 *     buyer: { user: 'beto_compra' },
 *     cards: [{ name: 'Carta Fama', set: 'XYZ', collectorNumber: '1', price: '1.00' }],
 *   });
 */
export async function marketplaceFixture(
  target: Target,
  options: MarketplaceOptions & { library?: Partial<CreateLibraryInput>; cards: Cards },
): Promise<Marketplace & SellerLibrary>;
export async function marketplaceFixture(
  target: Target,
  options?: MarketplaceOptions,
): Promise<Marketplace>;
export async function marketplaceFixture(
  target: Target,
  options: MarketplaceOptions & { library?: Partial<CreateLibraryInput>; cards?: Cards } = {},
): Promise<Marketplace | (Marketplace & SellerLibrary)> {
  const seller = await createUser(target, options.seller);
  const buyer = await createUser(target, options.buyer);
  const kept = { keepSession: options.keepSession };
  const people = {
    seller,
    buyer,
    sellerSession: await loginAs(target, seller, kept),
    buyerSession: await loginAs(target, buyer, kept),
  };
  if (!options.cards) return people;
  return {
    ...people,
    ...(await createLibraryWithCards(target, seller, options.library, options.cards)),
  };
}
