import { MEETING_SEARCH_TEXTS as M } from '@mdc/shared';
import type { SellerRecords } from '../api/get-seller-records';
import { nearFirst } from '../model/seller-places';

/**
 * Where a seller meets to trade, on his tiles: the place nearest the buyer ('Estación Retiro ·
 * Sá', '+2' for the others), every place in full in its title; 'A convenir' when he names
 * none. Nothing while his record is being read (the record's row shows the placeholder).
 */
export function SellerPlaces({ user, records }: { user: string | null; records: SellerRecords }) {
  const record = user === null ? undefined : records.byUser.get(user);
  if (!record) return null;
  const places = nearFirst(record.places, records.buyer);
  const lines = places.map((place) => M.placeLine(place.name, place.city, place.days));
  if (lines.length === 0) return M.toAgree;
  const [first] = places;
  return (
    <span title={lines.join('\n')}>{M.placeTile(first!.name, first!.days, places.length - 1)}</span>
  );
}
