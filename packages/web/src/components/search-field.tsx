import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The narrowest it gets before the toolbar wraps. */
  basis?: number;
}

/** A table's filter box: a search input with its magnifier, labelled and small. */
export function SearchField({ label, value, onChange, basis = 200 }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: `1 1 ${basis}px` }}
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
  );
}
