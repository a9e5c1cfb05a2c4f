import { Stack } from '@mui/material';
import type { SearchRunner } from '../hooks/use-search-runner';
import { BuyingLibrariesPanel } from './buying-libraries-panel';
import { DeckFileField } from './deck-file-field';

/**
 * Behind 'Búsqueda avanzada': a deck file, and for members their buying libraries
 * (docs/product/search.md#search-screen).
 */
export function AdvancedSearch({
  member,
  runner,
  sideboard,
}: {
  member: boolean;
  runner: SearchRunner;
  /** A deck file's sideboard counts too. */
  sideboard: boolean;
}) {
  return (
    <Stack spacing={3}>
      <DeckFileField runner={runner} sideboard={sideboard} />
      {member && <BuyingLibrariesPanel runner={runner} />}
    </Stack>
  );
}
