import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  DeleteLibraryButton,
  EditLibraryButtons,
  ShareLibraryButton,
  type LibraryRowActions,
} from './library-actions-buttons';
import { HiddenLibraryChip } from './hidden-library-chip';
import { libraryDetailPath } from './library-rows';
import { flagText } from './library-table-row';

/**
 * One library as a card (the tables on a phone): its name, its count, its Venta/Trade flags and
 * every action of the table's row, nothing wider than the screen.
 */
export function LibraryListCard({ library, ...actions }: LibraryRowActions & { library: Library }) {
  const nameId = useId();
  const facts = [
    `${T.columnCards}: ${T.cardCount(library.cardCount)}`,
    ...(library.buying
      ? []
      : [
          `${T.selling}: ${flagText(library.selling)}`,
          `${T.trading}: ${flagText(library.trading)}`,
        ]),
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ listStyle: 'none', p: 1.5 }}
    >
      <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={libraryDetailPath(library)}>
          {library.name}
        </Link>
        <HiddenLibraryChip library={library} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ mt: 0.5, ml: -1, alignItems: 'center' }}>
        <ShareLibraryButton library={library} {...actions} />
        <EditLibraryButtons library={library} {...actions} />
        <Box sx={{ flex: 1 }} />
        <DeleteLibraryButton library={library} {...actions} />
      </Stack>
    </Paper>
  );
}
