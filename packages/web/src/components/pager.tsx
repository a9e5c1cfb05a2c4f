import { COMMON_TEXTS as T } from '@mdc/shared';
import { Button, Stack, Typography } from '@mui/material';

/**
 * 'Anterior' / 'Página X de Y' / 'Siguiente' under a list; nothing when everything fits on one
 * page. The page it moves to is announced politely.
 */
export function Pager({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={T.pages}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <Button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {T.previous}
      </Button>
      <Typography aria-live="polite">{T.pageOf(page, pages)}</Typography>
      <Button disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {T.next}
      </Button>
    </Stack>
  );
}
