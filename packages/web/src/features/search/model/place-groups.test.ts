import type { SellerPlace } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { groupByPlace } from './place-groups';

const place = (placeId: string, name: string): SellerPlace => ({
  placeId,
  kind: 'public',
  name,
  regionId: '02',
  cityId: '02007',
  region: 'CABA',
  city: 'Comuna 1',
  details: '',
  hours: '',
  days: [6],
});
const RETIRO = place('p1', 'Estación Retiro');
const TIENDA = place('p2', 'Tienda Dragón');

describe('groupByPlace', () => {
  it('groups by each seller’s place, the most sellers first, the unplaced last', () => {
    const cards = [
      { id: '1', ownerUser: 'ana' },
      { id: '2', ownerUser: 'eva' },
      { id: '3', ownerUser: 'bruno' },
      { id: '4', ownerUser: 'carla' },
      { id: '5', ownerUser: 'ana' },
    ];
    const places: Record<string, SellerPlace> = { ana: RETIRO, bruno: RETIRO, carla: TIENDA };
    const groups = groupByPlace(cards, (user) => places[user]);
    expect(groups.map((group) => [group.label, group.cards.map((card) => card.id)])).toEqual([
      ['En Estación Retiro: 2 vendedores, 3 cartas', ['1', '3', '5']],
      ['En Tienda Dragón: 1 vendedor, 1 carta', ['4']],
      ['Lugar a convenir: 1 vendedor, 1 carta', ['2']],
    ]);
  });
});
