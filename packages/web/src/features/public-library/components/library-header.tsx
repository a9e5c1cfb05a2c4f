import { PUBLIC_LIBRARY_TEXTS as T, type Library } from '@mdc/shared';
import { Chip, Stack, Typography } from '@mui/material';
import { PageMeta } from '../../../components/page-meta';

/** Whose cards these are for: the title, sale or trade, how many cards, what a visitor can do. */
export function LibraryHeader({ library, buying }: { library: Library; buying: boolean }) {
  const title = buying ? T.buyingTitle(library.name) : T.saleTitle(library.name);
  return (
    <Stack spacing={1}>
      <PageMeta title={title} description={T.description} />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography color="text.secondary">{T.cardCount(library.cardCount)}</Typography>
        {!buying && library.selling && <Chip size="small" label={T.selling} />}
        {!buying && library.trading && <Chip size="small" label={T.trading} />}
      </Stack>
      <Typography>{buying ? T.buyingIntro : T.saleIntro}</Typography>
    </Stack>
  );
}
