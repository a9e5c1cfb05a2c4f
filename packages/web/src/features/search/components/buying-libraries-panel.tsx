import { SEARCH_SCREEN_TEXTS as T, type Library } from '@mdc/shared';
import {
  Alert,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useBuyingLibraries } from '../api/get-buying-libraries';
import type { SearchRunner } from '../hooks/use-search-runner';
import { LoadFailure, LoadingRow } from './load-states';

const CREATE_LIBRARY_PATH = '/dashboard?tab=librarys-buying';

/**
 * 'Buscar con tus bibliotecas de compra' (docs/product/search.md#buying-libraries-panel): a row per
 * buying library whose 'Buscar' searches the names it wants; none: the inherited prompt and a link
 * to create one.
 */
export function BuyingLibrariesPanel({ runner }: { runner: SearchRunner }) {
  const libraries = useBuyingLibraries();
  const titleId = useId();
  // The library's cards with the copies each line wants (docs/product/search.md#quantities).
  const [empty, setEmpty] = useState<string>();
  const search = (library: Library) => {
    setEmpty(library.cardCount === 0 ? library.name : undefined);
    if (library.cardCount > 0) runner.run({ kind: 'library', libraryId: library.internalId });
  };

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {T.buyingTitle}
      </Typography>
      {libraries.isPending ? (
        <LoadingRow label={T.buyingLoading} />
      ) : libraries.isError ? (
        <LoadFailure
          message={errorMessage(libraries.error, T.buyingFailed)}
          onRetry={() => void libraries.refetch()}
        />
      ) : libraries.data.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Typography>{T.buyingNone}</Typography>
          <Link component={RouterLink} to={CREATE_LIBRARY_PATH}>
            {T.buyingCreate}
          </Link>
        </Stack>
      ) : (
        <List dense disablePadding>
          {libraries.data.map((library) => (
            <ListItem
              key={library.internalId}
              disableGutters
              secondaryAction={
                <Button
                  aria-label={T.buyingSearchLabel(library.name)}
                  onClick={() => search(library)}
                >
                  {T.search}
                </Button>
              }
            >
              <ListItemText primary={library.name} />
            </ListItem>
          ))}
        </List>
      )}
      {empty && <Alert severity="error">{T.buyingEmptyLibrary(empty)}</Alert>}
    </Stack>
  );
}
