import type { SellerPlace, SellerRecord } from '@mdc/shared';
import type { MeetingPlace } from './trip-plan';

/** The buyer's place from his profile, ids and names (either may be missing). */
export interface BuyerPlace {
  regionId: string | null;
  cityId: string | null;
}

/** 2: in the buyer's city, 1: in his province, 0: elsewhere. */
const nearness = (place: SellerPlace, buyer: BuyerPlace | null) =>
  !buyer || place.regionId !== buyer.regionId ? 0 : place.cityId === buyer.cityId ? 2 : 1;

/** A seller's places, those in the buyer's city first, then his province; else his own order. */
export function nearFirst(places: readonly SellerPlace[], buyer: BuyerPlace | null): SellerPlace[] {
  return places
    .map((place, index) => ({ place, index, near: nearness(place, buyer) }))
    .sort((a, b) => b.near - a.near || a.index - b.index)
    .map(({ place }) => place);
}

/** The sellers' places as the trip plan reads them, by user name. */
export function meetingPlacesOf(
  records: ReadonlyMap<string, SellerRecord>,
): Map<string, MeetingPlace[]> {
  return new Map(
    [...records].map(([user, record]) => [
      user,
      record.places.map((place) => ({
        placeId: place.placeId,
        name: place.name,
        region: place.region,
        city: place.city,
        days: place.days,
        hours: place.hours || null,
      })),
    ]),
  );
}
