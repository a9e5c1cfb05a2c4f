import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { SearchField } from '../../../components/search-field';
import type { ReservationFilter } from '../model/reservation-rows';

interface ReservationsToolbarProps {
  filter: ReservationFilter;
  onFilter: (change: Partial<ReservationFilter>) => void;
}

/** The search box (card, name or e-mail) and the 'Vendido' box that shows sold rows. */
export function ReservationsToolbar({ filter, onFilter }: ReservationsToolbarProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField
        label={T.search}
        value={filter.search}
        onChange={(search) => onFilter({ search })}
        basis={240}
      />
      <FormControlLabel
        label={T.showSold}
        control={
          <Checkbox
            checked={filter.showSold}
            onChange={(event) => onFilter({ showSold: event.target.checked })}
          />
        }
      />
    </Stack>
  );
}
