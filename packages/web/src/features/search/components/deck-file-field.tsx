import UploadFileIcon from '@mui/icons-material/UploadFile';
import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import type { SearchRunner } from '../hooks/use-search-runner';
import { readDeckFile } from '../model/read-deck-file';

/**
 * A .txt deck export (docs/product/search.md#deck-text): its cards are searched, with their
 * copies, once it is chosen.
 */
export function DeckFileField({ runner, sideboard }: { runner: SearchRunner; sideboard: boolean }) {
  const [error, setError] = useState<string>();
  const labelId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire a change again.
    input.value = '';
    if (!file || runner.loading) return;
    const read = await readDeckFile(file, sideboard);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(undefined);
    runner.run({ kind: 'names', items: read.items, title: T.fileSearched(file.name) });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {T.fileLabel}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        {T.fileChoose}
        <input
          type="file"
          accept=".txt,text/plain"
          hidden
          aria-labelledby={labelId}
          onChange={(event) => void choose(event)}
        />
      </Button>
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
