import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, Button, CircularProgress, Paper } from '@mui/material';
import {
  lazy,
  Suspense,
  useId,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import type { SearchRunner } from '../hooks/use-search-runner';
import { NamesField } from './names-field';
import { PlainField } from './plain-field';

const AdvancedSearch = lazy(async () => ({
  default: (await import('./advanced-search')).AdvancedSearch,
}));

/**
 * The search panel (docs/product/search.md#search-screen): names with autocomplete, a Moxfield
 * link, 'Buscar', and behind 'Búsqueda avanzada' a deck file and the user's buying libraries. What
 * was typed stays after a search, failed or not, so the next search starts from it.
 */
export function SearchPanel({
  member,
  runner,
  names,
  onNamesChange,
}: {
  member: boolean;
  runner: SearchRunner;
  /** The chosen names (chips), held by the screen. */
  names: string[];
  onNamesChange: Dispatch<SetStateAction<string[]>>;
}) {
  const [typed, setTyped] = useState('');
  const [deck, setDeck] = useState('');
  const [errors, setErrors] = useState<{ names?: string; deck?: string }>({});
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const deckId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (runner.loading) return;
    // The parsers and checks load with the first search, not with the page.
    const { panelRequest } = await import('../model/panel-request');
    const next = panelRequest(names, typed, deck);
    if (!next.ok) {
      setErrors({ names: next.namesError, deck: next.deckError });
      return;
    }
    setErrors({});
    runner.run(next.request);
  };
  const deckFailure = runner.failure?.field === 'deck' ? runner.failure.message : undefined;
  const panelFailure = runner.failure?.field === 'panel' ? runner.failure.message : undefined;

  return (
    <Paper component="section" aria-label={T.panelTitle} variant="outlined" sx={{ p: 2 }}>
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <NamesField
          names={names}
          onNamesChange={onNamesChange}
          input={typed}
          onInputChange={setTyped}
          member={member}
          error={errors.names}
        />
        <PlainField
          id={deckId}
          label={T.deckLabel}
          value={deck}
          onChange={setDeck}
          helperText={T.deckHint}
          error={errors.deck ?? deckFailure}
        />
        {panelFailure && (
          <Box role="alert" sx={{ color: 'error.main' }}>
            {panelFailure}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            aria-disabled={runner.loading}
            startIcon={runner.loading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {runner.loading ? T.searching : T.search}
          </Button>
          <Button
            aria-expanded={advanced}
            aria-controls={advancedId}
            onClick={() => setAdvanced((open) => !open)}
          >
            {T.advanced}
          </Button>
        </Box>
      </Box>
      <Box id={advancedId} hidden={!advanced} sx={{ mt: 2 }}>
        {advanced && (
          <Suspense fallback={<CircularProgress size={24} aria-label={T.advanced} />}>
            <AdvancedSearch member={member} runner={runner} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
