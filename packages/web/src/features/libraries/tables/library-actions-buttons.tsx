import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { libraryDetailPath } from './library-rows';

export interface LibraryRowActions {
  onShare: (library: Library) => void;
  onRename: (library: Library) => void;
  onDelete: (library: Library) => void;
}

type Props = LibraryRowActions & { library: Library };

/** The actions of a library, one button each, named with the library (table cell or card). */
export function ShareLibraryButton({ library, onShare }: Pick<Props, 'library' | 'onShare'>) {
  return (
    <IconButton aria-label={T.share(library.name)} onClick={() => onShare(library)}>
      <ShareIcon fontSize="small" />
    </IconButton>
  );
}

/** Edit opens the library's cards (the detail page); rename opens its dialog. */
export function EditLibraryButtons({ library, onRename }: Pick<Props, 'library' | 'onRename'>) {
  return (
    <>
      <IconButton
        component={RouterLink}
        to={libraryDetailPath(library)}
        aria-label={T.openCards(library.name)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={T.rename(library.name)} onClick={() => onRename(library)}>
        <DriveFileRenameOutlineIcon fontSize="small" />
      </IconButton>
    </>
  );
}

export function DeleteLibraryButton({ library, onDelete }: Pick<Props, 'library' | 'onDelete'>) {
  return (
    <IconButton aria-label={T.remove(library.name)} color="error" onClick={() => onDelete(library)}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}
