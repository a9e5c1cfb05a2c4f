import SearchIcon from '@mui/icons-material/Search';
import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { Checkbox, FormControlLabel, InputAdornment, Stack, TextField } from '@mui/material';
import type { LibraryKind } from '../api/library-paths';
import { AddLibraryButton } from './add-library-button';
import type { LibraryRowFilter } from './library-rows';

interface LibraryTableToolbarProps {
  kind: LibraryKind;
  filter: LibraryRowFilter;
  onFilter: (change: Partial<LibraryRowFilter>) => void;
  onAdd: () => void;
}

/** Name search, the Venta/Trade filters (sale table) and the add button. */
export function LibraryTableToolbar({ kind, filter, onFilter, onAdd }: LibraryTableToolbarProps) {
  const flag = (key: 'selling' | 'trading', label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={filter[key]}
          onChange={(event) => onFilter({ [key]: event.target.checked })}
        />
      }
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        label={T.searchLabel}
        type="search"
        size="small"
        value={filter.search}
        onChange={(event) => onFilter({ search: event.target.value })}
        sx={{ flex: '1 1 200px' }}
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
      {kind === 'sale' && (
        <Stack direction="row">
          {flag('selling', T.selling)}
          {flag('trading', T.trading)}
        </Stack>
      )}
      <AddLibraryButton onClick={onAdd} />
    </Stack>
  );
}
