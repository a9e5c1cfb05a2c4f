import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { BestPlan, ResultsMode } from '../results/results-toolbar';

const MODES: readonly ResultsMode[] = ['none', 'region', 'user', 'place', 'best'];

/**
 * How the results are seen — the grouping or 'Mejor combinación' (`view`) and what it plans by
 * (`plan`: sellers, or `trips`), the name filter
 * (`filter`) and the page (`page`) — kept in the search's address (model/search-address.ts), so
 * Back, Forward and a reload find them as they were. Each change replaces the history entry
 * rather than adding one: Back leaves the search, not a keystroke of the filter. A new filter
 * or grouping goes back to the first page; turning the page goes back to the top.
 */
export function useResultsView(member: boolean) {
  const [params, setParams] = useSearchParams();
  // A list too long for an address lives in the entry's state: it stays with it.
  const { state } = useLocation() as { state: unknown };
  const asked = params.get('view') as ResultsMode | null;
  // Grouping and the best combination need the owners: a guest sees the results as they came.
  const mode: ResultsMode = member && asked && MODES.includes(asked) ? asked : 'none';
  // The filter as typed, at once: the address follows it (a navigation is a transition, and a
  // controlled input waiting for one would drop the keys typed meanwhile).
  const [filter, setTypedFilter] = useState(() => params.get('filter') ?? '');
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const plan: BestPlan = params.get('plan') === 'trips' ? 'trips' : 'sellers';
  const meet = member ? (params.get('meet') ?? '') : '';

  // Changes made before the page draws the last one build on it, not on the address drawn.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const change = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(pending.current ?? params);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    pending.current = next;
    setParams(next, { replace: true, preventScrollReset: true, state });
  };

  return {
    mode,
    filter,
    page,
    plan,
    meet,
    /** 'Dónde' is another search (model/search-address.ts): a new history entry, the first page. */
    setMeet: (next: string) => {
      const searched = new URLSearchParams(pending.current ?? params);
      if (next === '') searched.delete('meet');
      else searched.set('meet', next);
      searched.delete('page');
      setParams(searched, { preventScrollReset: true, state });
    },
    setPlan: (next: BestPlan) => change({ plan: next === 'sellers' ? null : next }),
    setMode: (next: ResultsMode) => change({ view: next === 'none' ? null : next, page: null }),
    setFilter: (next: string) => {
      setTypedFilter(next);
      change({ filter: next === '' ? null : next, page: null });
    },
    turn: (next: number) => {
      change({ page: next <= 1 ? null : String(next) });
      window.scrollTo({ top: 0 });
    },
  };
}
