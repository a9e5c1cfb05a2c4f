import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { FormControlLabel, Stack, Switch, TextField, ToggleButton } from '@mui/material';
import { ChoiceToggles } from '../../../components/choice-toggles';
import type { CardViewOptions, FoilFilter, PriceSort } from '../model/view-cards';
import type { CardLayout } from './card-collection';

export interface DisplayOptions {
  layout: CardLayout;
  showDetails: boolean;
}

/**
 * Name, foil, price order, grouping, details and layout. They wrap onto several lines on a
 * phone. A wanted list has no prices to sort by.
 */
export function LibraryFilters({
  options,
  onOptionsChange,
  display,
  onDisplayChange,
  buying,
}: {
  options: CardViewOptions;
  onOptionsChange: (options: CardViewOptions) => void;
  display: DisplayOptions;
  onDisplayChange: (display: DisplayOptions) => void;
  buying: boolean;
}) {
  const change = (patch: Partial<CardViewOptions>) => onOptionsChange({ ...options, ...patch });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        label={T.nameFilter}
        value={options.name}
        onChange={(event) => change({ name: event.target.value })}
        sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
      />
      <ChoiceToggles<FoilFilter>
        label={T.foil}
        value={options.foil}
        onChange={(foil) => change({ foil })}
      >
        <ToggleButton value="all">{T.foilAll}</ToggleButton>
        <ToggleButton value="foil">{T.foil}</ToggleButton>
        <ToggleButton value="nonfoil">{T.foilNone}</ToggleButton>
      </ChoiceToggles>
      {!buying && (
        <TextField
          select
          size="small"
          label={T.sort}
          value={options.sort}
          onChange={(event) => change({ sort: event.target.value as PriceSort })}
          helperText={options.sort === 'none' ? undefined : T.sortCkNote}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="none">{T.sortNone}</option>
          <option value="asc">{T.sortPriceAsc}</option>
          <option value="desc">{T.sortPriceDesc}</option>
        </TextField>
      )}
      <FormControlLabel
        label={T.groupByType}
        control={
          <Switch
            checked={options.groupByType}
            onChange={(event) => change({ groupByType: event.target.checked })}
          />
        }
      />
      <FormControlLabel
        label={T.showDetails}
        control={
          <Switch
            checked={display.showDetails}
            onChange={(event) => onDisplayChange({ ...display, showDetails: event.target.checked })}
          />
        }
      />
      <ChoiceToggles<CardLayout>
        label={T.view}
        value={display.layout}
        onChange={(layout) => onDisplayChange({ ...display, layout })}
      >
        <ToggleButton value="grid" aria-label={T.gridView}>
          <GridViewIcon />
        </ToggleButton>
        <ToggleButton value="list" aria-label={T.listView}>
          <ViewListIcon />
        </ToggleButton>
      </ChoiceToggles>
    </Stack>
  );
}
