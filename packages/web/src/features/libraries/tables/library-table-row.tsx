import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  DeleteLibraryButton,
  EditLibraryButtons,
  ShareLibraryButton,
  type LibraryRowActions,
} from './library-actions-buttons';
import { HiddenLibraryChip } from './hidden-library-chip';
import { libraryDetailPath } from './library-rows';

export const flagText = (value: boolean) => (value ? T.yes : T.no);

/**
 * One library: its name and the edit button open its cards (the detail page); rename and
 * delete open their dialogs. Buying rows have no Venta/Trade cells.
 */
export function LibraryTableRow({ library, ...actions }: LibraryRowActions & { library: Library }) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 140, wordBreak: 'break-word' }}>
        <Link component={RouterLink} to={libraryDetailPath(library)}>
          {library.name}
        </Link>
        <HiddenLibraryChip library={library} />
      </TableCell>
      <TableCell align="center">
        <ShareLibraryButton library={library} {...actions} />
      </TableCell>
      {!library.buying && <TableCell align="center">{flagText(library.selling)}</TableCell>}
      {!library.buying && <TableCell align="center">{flagText(library.trading)}</TableCell>}
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        {T.cardCount(library.cardCount)}
      </TableCell>
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        <EditLibraryButtons library={library} {...actions} />
      </TableCell>
      <TableCell align="center">
        <DeleteLibraryButton library={library} {...actions} />
      </TableCell>
    </TableRow>
  );
}
