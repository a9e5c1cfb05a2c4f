import { LIBRARY_DETAIL_TEXTS as T, LIBRARY_MAX_CARDS } from '@mdc/shared';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { dashboardPath } from './dashboard-path';

/**
 * Title, the way back to the dashboard, the card count and, while the library has room (fewer than
 * 1000 cards, docs/product/libraries.md#library-page), the add and upload buttons.
 */
export function LibraryHeader({
  name,
  buying,
  cardCount,
  onAdd,
  onUpload,
}: {
  name: string;
  buying: boolean;
  /** Unknown while the library loads. */
  cardCount: number | null;
  onAdd: () => void;
  onUpload: () => void;
}) {
  const hasRoom = cardCount !== null && cardCount < LIBRARY_MAX_CARDS;
  return (
    <Stack spacing={2}>
      <PageMeta title={T.title(buying, name)} description={T.pageDescription} />
      <Button
        component={RouterLink}
        to={dashboardPath(buying)}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {T.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {T.title(buying, name)}
      </Typography>
      {cardCount !== null && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip
            label={T.count(cardCount)}
            aria-label={`${T.countLabel}: ${T.count(cardCount)}`}
            // Full: an orange outline around dark text (white on MUI's orange is 3:1, unreadable).
            {...(!hasRoom && ({ color: 'warning', variant: 'outlined' } as const))}
            sx={{ color: 'text.primary', fontWeight: hasRoom ? undefined : 600 }}
          />
          {hasRoom && (
            <>
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                {T.addCard}
              </Button>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onUpload}>
                {T.uploadCards}
              </Button>
            </>
          )}
        </Stack>
      )}
      {cardCount !== null && !hasRoom && <Alert severity="info">{T.full}</Alert>}
    </Stack>
  );
}
