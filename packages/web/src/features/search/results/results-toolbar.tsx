import { MEETING_SEARCH_TEXTS as M, SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Stack, TextField, ToggleButton } from '@mui/material';
import { ChoiceToggles } from '../../../components/choice-toggles';
import type { ResultGrouping } from '../model/result-groups';
import { MeetFilter } from './meet-filter';

/**
 * How the results are shown: a grouping (by where sellers meet too) or the best combination
 * (docs/product/search.md#results, docs/product/meetings.md).
 */
export type ResultsMode = ResultGrouping | 'place' | 'best';

/** What 'Mejor combinación' minimises: sellers to meet, or trips to make. */
export type BestPlan = 'sellers' | 'trips';

const MODES: ReadonlyArray<[ResultsMode, string]> = [
  ['none', T.noGrouping],
  ['region', T.byRegion],
  ['user', T.byUser],
  ['place', M.byPlace],
  ['best', T.bestCombination],
];

const PLANS: ReadonlyArray<[BestPlan, string]> = [
  ['sellers', M.fewestSellers],
  ['trips', M.fewestTrips],
];

/**
 * The name filter and, for a logged-in user, 'Dónde' and the grouping toggles with 'Mejor
 * combinación' beside them. The best combination covers the whole list, so it has no name filter.
 */
export function ResultsToolbar({
  filter,
  onFilterChange,
  mode,
  onModeChange,
  plan,
  onPlanChange,
  meet,
  onMeetChange,
  member,
}: {
  filter: string;
  onFilterChange: (filter: string) => void;
  mode: ResultsMode;
  onModeChange: (mode: ResultsMode) => void;
  plan: BestPlan;
  onPlanChange: (plan: BestPlan) => void;
  meet: string;
  onMeetChange: (meet: string) => void;
  member: boolean;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {mode !== 'best' && (
        <TextField
          type="search"
          size="small"
          label={T.nameFilter}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        />
      )}
      {member && <MeetFilter meet={meet} onMeetChange={onMeetChange} />}
      {member && (
        <ChoiceToggles<ResultsMode>
          label={T.view}
          value={mode}
          onChange={onModeChange}
          // On a phone, two by two across the width instead of a ragged wrap.
          sx={{
            display: { xs: 'grid', sm: 'inline-flex' },
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            width: { xs: '100%', sm: 'auto' },
            // An odd last choice takes the whole row rather than half of it.
            '& > :last-child:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          {MODES.map(([value, label]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ChoiceToggles>
      )}
      {member && mode === 'best' && (
        <ChoiceToggles<BestPlan> label={M.plan} value={plan} onChange={onPlanChange}>
          {PLANS.map(([value, label]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ChoiceToggles>
      )}
    </Stack>
  );
}
