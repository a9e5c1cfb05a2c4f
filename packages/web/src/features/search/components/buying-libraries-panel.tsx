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
import { getBuyingLibraryNames, useBuyingLibraries } from '../api/get-buying-libraries';
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
  const [error, setError] = useState<string>();
  const titleId = useId();

  const search = async (library: Library) => {
    if (runner.loading) return;
    setError(undefined);
    try {
      const names = await getBuyingLibraryNames(library.internalId);
      if (names.length === 0) setError(T.buyingEmptyLibrary(library.name));
      else runner.run({ kind: 'names', names, title: T.librarySearched(library.name) });
    } catch (failure) {
      setError(errorMessage(failure, T.buyingFailed));
    }
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
                  onClick={() => void search(library)}
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
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
