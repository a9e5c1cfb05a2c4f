import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { SearchField } from '../../../components/search-field';
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
      <SearchField
        label={T.searchLabel}
        value={filter.search}
        onChange={(search) => onFilter({ search })}
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
