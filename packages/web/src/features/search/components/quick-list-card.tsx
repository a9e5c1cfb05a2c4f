import { SEARCH_SCREEN_TEXTS as T, type QuickListSummary } from '@mdc/shared';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';

/** One quick list: its picture, label, subtitle and badge; the whole card is the button. */
export function QuickListCard({
  list,
  onSearch,
}: {
  list: QuickListSummary;
  onSearch: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <ButtonBase
        onClick={onSearch}
        aria-label={T.quickListSearch(list.label)}
        sx={{ display: 'flex', gap: 2, p: 2, width: '100%', justifyContent: 'flex-start' }}
      >
        <Box
          component="img"
          src={list.image}
          alt=""
          loading="lazy"
          // A picture that cannot load (offline, blocked) leaves the grey card shape, not an icon.
          onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
          sx={{ width: 56, aspectRatio: '63 / 88', borderRadius: 1, bgcolor: 'grey.200' }}
        />
        <Box sx={{ textAlign: 'left', minWidth: 0 }}>
          <Typography variant="h6" component="span" sx={{ display: 'block' }}>
            {list.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {list.subtitle}
          </Typography>
        </Box>
      </ButtonBase>
      {list.badge && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            px: 1,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {list.badge}
        </Typography>
      )}
    </Paper>
  );
}
