import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { IconButton, Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { libraryDetailPath } from './library-rows';

export interface LibraryRowActions {
  onShare: (library: Library) => void;
  onRename: (library: Library) => void;
  onDelete: (library: Library) => void;
}

const flagText = (value: boolean) => (value ? T.yes : T.no);

/**
 * One library: its name and the edit button open its cards (the detail page); rename and
 * delete open their dialogs. Buying rows have no Venta/Trade cells.
 */
export function LibraryTableRow({
  library,
  onShare,
  onRename,
  onDelete,
}: LibraryRowActions & { library: Library }) {
  const detail = libraryDetailPath(library);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 140, wordBreak: 'break-word' }}>
        <Link component={RouterLink} to={detail}>
          {library.name}
        </Link>
      </TableCell>
      <TableCell align="center">
        <IconButton aria-label={T.share(library.name)} onClick={() => onShare(library)}>
          <ShareIcon fontSize="small" />
        </IconButton>
      </TableCell>
      {!library.buying && <TableCell align="center">{flagText(library.selling)}</TableCell>}
      {!library.buying && <TableCell align="center">{flagText(library.trading)}</TableCell>}
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        {T.cardCount(library.cardCount)}
      </TableCell>
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton component={RouterLink} to={detail} aria-label={T.openCards(library.name)}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={T.rename(library.name)} onClick={() => onRename(library)}>
          <DriveFileRenameOutlineIcon fontSize="small" />
        </IconButton>
      </TableCell>
      <TableCell align="center">
        <IconButton
          aria-label={T.remove(library.name)}
          color="error"
          onClick={() => onDelete(library)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
