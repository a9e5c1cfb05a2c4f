import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, Typography } from '@mui/material';

/**
 * What the marketplace does, for a visitor who has not logged in
 * (docs/product/search.md#who-sees-what).
 */
export function SearchIntro() {
  return (
    <Box component="section" aria-label={T.introTitle}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {T.introTitle}
      </Typography>
      <Typography color="text.secondary">{T.introBody}</Typography>
    </Box>
  );
}
