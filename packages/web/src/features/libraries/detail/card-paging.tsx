import { LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { Button, Stack, Typography } from '@mui/material';

/** 'Anterior' / 'Página X de Y' / 'Siguiente' under the grid. */
export function CardPaging({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  return (
    <Stack
      component="nav"
      aria-label="Páginas"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {T.previous}
      </Button>
      <Typography aria-live="polite">{T.pageOf(page, pages)}</Typography>
      <Button disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {T.next}
      </Button>
    </Stack>
  );
}
