import {
  MEETING_SEARCH_TEXTS as M,
  SEARCH_RESULTS_PAGE_SIZE,
  SEARCH_RESULTS_TEXTS as T,
  type ResultCard,
} from '@mdc/shared';
import { Alert } from '@mui/material';
import { useMemo, useState } from 'react';
import { CardImageViewer } from '../../../components/card-image-viewer';
import { Pager } from '../../../components/pager';
import { usePriceLookup } from '../../../components/reference-price/price-lookup';
import { SelectionBar } from '../../../components/reservation/selection-bar';
import { useCardSelection } from '../../../lib/use-card-selection';
import { useSellerRecords } from '../api/get-seller-records';
import { useBestCombination } from '../hooks/use-best-combination';
import { useTripPlan } from '../hooks/use-trip-plan';
import { groupByPlace } from '../model/place-groups';
import { nearFirst } from '../model/seller-places';
import { useResultsView } from '../hooks/use-results-view';
import { filterResults, groupResults, pageOfGroups } from '../model/result-groups';
import type { SearchOutcome } from '../model/search-outcome';
import { BestCombinationView } from './best-combination-view';
import { ReserveResults, type ResultToReserve } from './reserve-results';
import { ResultGrid } from './result-grid';
import { isMemberCard, type AnyResultCard } from './result-tile';
import { ResultsHeader } from './results-header';
import { MeetFilter } from './meet-filter';
import { ResultsToolbar } from './results-toolbar';
import { TripPlanView } from './trip-plan-view';

const NONE: readonly ResultCard[] = [];

/**
 * The found cards as the user chooses to see them, 48 tiles a page so that thousands of results
 * stay fast on a phone, with selection and reservation. Anonymous visitors get neither grouping
 * nor the best combination (they need the owners). How they are seen lives in the address
 * (hooks/use-results-view.ts): Back and a reload find it again.
 */
export function ResultsBrowser({
  outcome,
  titleId,
  onReplaceName,
}: {
  outcome: SearchOutcome;
  titleId: string;
  onReplaceName?: (name: string, replacement: string) => void;
}) {
  const cards: readonly AnyResultCard[] = outcome.results;
  const member = outcome.audience === 'member';
  const view = useResultsView(member);
  const { filter, mode } = view;
  const [viewed, setViewed] = useState<AnyResultCard | null>(null);
  // The cards the reservation dialog is open on: the selection, or a step's copies.
  const [reserving, setReserving] = useState<ResultToReserve[] | null>(null);
  const lookup = usePriceLookup();
  const selection = useCardSelection(cards);
  const trips = mode === 'best' && view.plan === 'trips';
  const best = useBestCombination(outcome, mode === 'best' && !trips);
  // Grouping by place and the plan by trips read every seller's places; the other views, the
  // records of the sellers on screen.
  const everySeller = mode === 'place' || trips;
  const memberCards = useMemo(() => cards.filter(isMemberCard), [cards]);
  const allRecords = useSellerRecords(everySeller ? memberCards : NONE);
  const trip = useTripPlan(outcome, trips, allRecords);
  const shown = useMemo(
    () =>
      mode === 'best'
        ? (trips ? trip.plan.trips.flatMap((one) => one.steps) : best.combination.steps).flatMap(
            (step) => step.takes.map((take) => take.card),
          )
        : filterResults(cards, filter),
    [mode, trips, trip.plan, best.combination, cards, filter],
  );
  const groups = useMemo(
    () =>
      mode === 'place'
        ? groupByPlace(shown, (user) => {
            const record = allRecords.byUser.get(user);
            return record && nearFirst(record.places, allRecords.buyer)[0];
          })
        : groupResults(shown, mode === 'best' ? 'none' : mode),
    [shown, mode, allRecords],
  );
  const current = pageOfGroups(groups, view.page, SEARCH_RESULTS_PAGE_SIZE);
  // The records of the sellers on screen: this page's, or every step's of the best combination.
  const pageRecords = useSellerRecords(
    everySeller
      ? NONE
      : (mode === 'best' ? shown : current.groups.flatMap((group) => group.cards)).filter(
          isMemberCard,
        ),
  );
  const records = everySeller ? allRecords : pageRecords;
  const handlers = { onToggle: selection.toggle, onViewImage: setViewed };
  const tiles = { isSelected: selection.isSelected, lookup, records, handlers };

  const filtered = mode !== 'best' && filter.trim() !== '';
  const header = (
    <ResultsHeader
      outcome={outcome}
      titleId={titleId}
      shown={shown.length}
      filtered={filtered}
      onReplaceName={onReplaceName}
    />
  );

  if (cards.length === 0) {
    // Searched among some sellers only: 'Dónde' stays, to search wider.
    return (
      <>
        {header}
        {view.meet && <MeetFilter meet={view.meet} onMeetChange={view.setMeet} />}
        <Alert role="status" severity="info">
          {view.meet ? M.noneThere : T.empty}
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <ResultsToolbar
        filter={filter}
        onFilterChange={view.setFilter}
        mode={mode}
        onModeChange={view.setMode}
        plan={view.plan}
        onPlanChange={view.setPlan}
        meet={view.meet}
        onMeetChange={view.setMeet}
        member={member}
      />
      {mode === 'best' && trips ? (
        <TripPlanView
          plan={trip.plan}
          loading={trip.loading}
          tiles={tiles}
          onReserve={(takes) =>
            setReserving(takes.map((take) => ({ ...take.card, copies: take.copies })))
          }
        />
      ) : mode === 'best' ? (
        <BestCombinationView
          combination={best.combination}
          nearBuyer={best.nearBuyer}
          tiles={tiles}
          onReserve={(takes) =>
            setReserving(takes.map((take) => ({ ...take.card, copies: take.copies })))
          }
        />
      ) : (
        <>
          {shown.length === 0 ? (
            <Alert role="status" severity="info">
              {T.noMatches}
            </Alert>
          ) : (
            <ResultGrid groups={current.groups} tiles={tiles} />
          )}
          <Pager page={current.page} pages={current.pages} onPageChange={view.turn} />
        </>
      )}
      <SelectionBar
        selection={selection}
        shown={shown}
        onReserve={() => setReserving(selection.selected)}
      />
      <CardImageViewer
        card={viewed && { name: viewed.cardName, images: viewed.images }}
        onClose={() => setViewed(null)}
      />
      {reserving && <ReserveResults cards={reserving} onClose={() => setReserving(null)} />}
    </>
  );
}
