import { MEETING_SEARCH_TEXTS as M, SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { Take } from '../model/combination-lines';
import type { TripPlan } from '../model/trip-plan';
import type { ResultTiles } from './result-grid';
import { SellerStepSection } from './seller-step';

/**
 * 'Mejor combinación' by trips (docs/product/meetings.md#search-by-meeting): each trip — a place
 * on a weekday — with its hours, whom to meet there and what each gives, then what is missing.
 */
export function TripPlanView({
  plan,
  loading,
  tiles,
  onReserve,
}: {
  plan: TripPlan;
  /** The sellers' places are still being read. */
  loading: boolean;
  tiles: ResultTiles;
  onReserve: (takes: Take[]) => void;
}) {
  const id = useId();
  if (loading) return <CircularProgress aria-label={T.bestCombination} />;
  const { trips, short } = plan;
  return (
    <Stack spacing={3}>
      <Typography variant="body2">{M.tripsIntro}</Typography>
      {trips.length === 0 && (
        <Alert role="status" severity="warning">
          {M.tripsNone}
        </Alert>
      )}
      {trips.map((trip, index) => {
        const heading = `${id}-${index}`;
        // Each seller's hours there; said once when they all say the same.
        const said = trip.steps.flatMap(({ user }) => {
          const place = tiles.records.byUser
            .get(user)
            ?.places.find((one) => one.placeId === trip.place?.placeId);
          return place?.hours ? [{ user, hours: place.hours }] : [];
        });
        const alike =
          said.length === trip.steps.length && new Set(said.map((s) => s.hours)).size === 1;
        const hours = alike
          ? said[0]!.hours
          : said.map(({ user, hours: text }) => `${user}: ${text}`).join(' · ');
        return (
          <Box component="section" key={heading} aria-labelledby={heading}>
            <Typography variant="h6" component="h3" id={heading}>
              {trip.place
                ? M.tripTitle(index + 1, trip.place.name, trip.place.city, trip.day)
                : M.tripToAgree(index + 1, trip.steps[0]?.user ?? '')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {M.tripSummary(trip.steps.length, trip.copies)}
              {trip.place && trip.day === null && ` · ${M.anyDay}`}
              {hours && ` · ${hours}`}
            </Typography>
            <Stack spacing={2}>
              {trip.steps.map((step, position) => (
                <SellerStepSection
                  key={step.user}
                  step={step}
                  title={step.user}
                  headingId={`${heading}-${position}`}
                  level="h4"
                  tiles={tiles}
                  onReserve={onReserve}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
      {trips.length > 0 &&
        (short.length > 0 ? (
          <Alert role="status" severity="warning">
            <strong>{T.bestUncovered(short.length)}</strong>{' '}
            {short.map(({ name, missing }) => T.bestMissing(name, missing)).join(', ')}
          </Alert>
        ) : (
          <Alert role="status" severity="success">
            {T.bestAllCovered}
          </Alert>
        ))}
    </Stack>
  );
}
