import { queryOptions } from '@tanstack/react-query';
import { getCardSets } from './catalog-lookups';

/** The printings of a card name, cached while the dialog is open (a name's sets do not change). */
export const cardSetsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['catalog', 'card-sets', name],
    queryFn: ({ signal }) => getCardSets(name, signal),
    enabled: name !== '',
    staleTime: 5 * 60_000,
  });
