import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { Chip } from '@mui/material';

/** 'Reservado': another buyer holds this card; it cannot be selected. */
export function ReservedBadge({ overImage = false }: { overImage?: boolean }) {
  return (
    <Chip
      label={T.reserved}
      color="warning"
      size="small"
      sx={overImage ? { position: 'absolute', top: 8, left: 8, fontWeight: 600 } : undefined}
    />
  );
}
