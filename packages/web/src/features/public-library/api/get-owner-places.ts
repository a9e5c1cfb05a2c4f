import { useMemo } from 'react';
import { useLibraryOwner } from './get-library-owner';

/**
 * The library owner's meeting places, by his user name, for the reservation dialog's optional
 * 'Encuentro' (docs/product/meetings.md): the owner's answer carries them (the header shows them).
 */
export function useOwnerPlaces(libraryId: string) {
  const { data: owner } = useLibraryOwner(libraryId);
  const places = useMemo(() => new Map(owner ? [[owner.user, owner.places]] : []), [owner]);
  return { owner: owner?.user ?? null, places };
}
