import { AUTOCOMPLETE_DEBOUNCE_MS, routes } from '@mdc/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from './api-client';

/**
 * The catalog's card names for an autocomplete (docs/product/catalog-and-prices.md#card-names):
 * whatever is typed, any length, 200 ms after the last keystroke. Members ask GET
 * /api/library/reference, visitors its /public twin.
 */
export const searchCardNames = (name: string, member: boolean, signal?: AbortSignal) =>
  callApi(
    routes.catalog[member ? 'references' : 'publicReferences'],
    { query: { name } },
    { signal },
  );

/** The text typed, once it has stayed the same for `delay` ms. */
export function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Distinct names for `text`; empty while nothing is typed or when the lookup failed. `settled`:
 * the options answer `text` as it is now (not an earlier text's, kept while the next loads).
 */
export function useCardNameLookup(text: string, member = true) {
  const query = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const names = useQuery({
    queryKey: ['catalog', 'card-names', member, query],
    queryFn: ({ signal }) => searchCardNames(query, member, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  const options =
    query && !names.isError ? [...new Set((names.data ?? []).map((card) => card.name))] : [];
  const settled =
    query === text.trim() && (names.isError || (names.isSuccess && !names.isPlaceholderData));
  return { options, loading: names.isFetching, failed: names.isError, settled };
}
