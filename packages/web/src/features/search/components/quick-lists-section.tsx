import { QUICK_LIST_SUMMARIES, QUICK_LISTS_TITLE, type QuickListSummary } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { SearchRunner } from '../hooks/use-search-runner';
import { QuickListCard } from './quick-list-card';

/**
 * 'Búsquedas rápidas' (docs/product/search.md#quick-lists): 4 columns, 2 below 1100 px, 1 below 640
 * px.
 */
export function QuickListsSection({ runner }: { runner: SearchRunner }) {
  const titleId = useId();
  const search = (list: QuickListSummary) => runner.run({ kind: 'list', list: list.id });
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} variant="h5" component="h2">
        {QUICK_LISTS_TITLE}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          '@media (max-width: 1099.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          '@media (max-width: 639.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        {QUICK_LIST_SUMMARIES.map((list) => (
          <QuickListCard key={list.id} list={list} onSearch={() => search(list)} />
        ))}
      </Box>
    </Box>
  );
}
