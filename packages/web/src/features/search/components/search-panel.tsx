import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, Button, CircularProgress, Paper } from '@mui/material';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { PanelFields } from '../hooks/use-panel-fields';
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
  fields,
  onNamesLoaded,
}: {
  member: boolean;
  runner: SearchRunner;
  /** The fields' values, held by the screen (they follow the address). */
  fields: PanelFields;
  /** The names field shows its chips (its autocomplete has loaded). */
  onNamesLoaded?: () => void;
}) {
  const { lines, typed, deck, sideboard } = fields;
  const [errors, setErrors] = useState<{ names?: string; deck?: string }>({});
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const deckId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (runner.loading) return;
    // The parsers and checks load with the first search, not with the page.
    const { panelRequest } = await import('../model/panel-request');
    const next = panelRequest(lines, typed, deck, sideboard);
    if (!next.ok) {
      setErrors({ names: next.namesError, deck: next.deckError });
      return;
    }
    setErrors({});
    fields.setLines(next.lines);
    fields.setTyped('');
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
          names={lines}
          onNamesChange={fields.setLines}
          input={typed}
          onInputChange={fields.setTyped}
          member={member}
          sideboard={sideboard}
          error={errors.names}
          onLoaded={onNamesLoaded}
        />
        <PlainField
          id={deckId}
          label={T.deckLabel}
          value={deck}
          onChange={fields.setDeck}
          helperText={T.deckHint}
          error={errors.deck ?? deckFailure}
        />
        {panelFailure && (
          <Box role="alert" sx={{ color: 'error.main' }}>
            {panelFailure}
          </Box>
        )}
        <Box
          sx={{ display: 'flex', columnGap: 2, rowGap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
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
          {/* A native checkbox: the panel is on the first page, whose JavaScript is counted. */}
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              typography: 'body2',
              py: 1,
            }}
          >
            <Box
              component="input"
              type="checkbox"
              checked={sideboard}
              onChange={(event) => fields.setSideboard(event.target.checked)}
              sx={{
                // A finger's target: 24 px at least (docs/product/quality.md#phones).
                width: 24,
                height: 24,
                m: 0,
                accentColor: (theme) => theme.palette.primary.main,
              }}
            />
            {T.sideboard}
          </Box>
        </Box>
      </Box>
      <Box id={advancedId} hidden={!advanced} sx={{ mt: 2 }}>
        {advanced && (
          <Suspense fallback={<CircularProgress size={24} aria-label={T.advanced} />}>
            <AdvancedSearch member={member} runner={runner} sideboard={sideboard} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
