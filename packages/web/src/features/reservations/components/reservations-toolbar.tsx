import SearchIcon from '@mui/icons-material/Search';
import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { Checkbox, FormControlLabel, InputAdornment, Stack, TextField } from '@mui/material';
import type { ReservationFilter } from '../model/reservation-rows';

interface ReservationsToolbarProps {
  filter: ReservationFilter;
  onFilter: (change: Partial<ReservationFilter>) => void;
}

/** The search box (card, name or e-mail) and the 'Vendido' box that shows sold rows. */
export function ReservationsToolbar({ filter, onFilter }: ReservationsToolbarProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        label={T.search}
        placeholder={T.search}
        type="search"
        size="small"
        value={filter.search}
        onChange={(event) => onFilter({ search: event.target.value })}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
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
