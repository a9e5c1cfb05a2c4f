import { publicLibraryPath, SEARCH_SCREEN_TEXTS as T, type OlderResultItem } from '@mdc/shared';
import { Box, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CardImage } from '../../../components/card-image';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';

/** 1 column small, 3 at sm, 4 at md, 5 at lg (docs/product/search.md#older-results-page). */
export function OlderResultsGrid({ results }: { results: OlderResultItem[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {results.map((item, at) => (
        <Paper component="li" key={`${item.libraryId}-${item.cardName}-${at}`} sx={{ p: 1.5 }}>
          <CardImage src={item.imageUrl} name={item.cardName} />
          <Typography variant="subtitle1" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
            <UnbrokenHyphens text={item.cardName} />
          </Typography>
          <Typography variant="body2">{T.olderQuantity(item.quantity)}</Typography>
          <Typography variant="body2">{T.olderOwner(item.ownerName)}</Typography>
          <Typography variant="body2">
            {T.olderContact} <ContactLink item={item} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The owner's e-mail or phone when the server shows them to this reader, else their library. */
function ContactLink({ item }: { item: OlderResultItem }) {
  if (item.ownerEmail) return <Link href={`mailto:${item.ownerEmail}`}>{item.ownerEmail}</Link>;
  if (item.ownerPhone) return <Link href={`tel:${item.ownerPhone}`}>{item.ownerPhone}</Link>;
  return (
    <Link component={RouterLink} to={publicLibraryPath(item.libraryId)}>
      {T.olderContactLibrary}
    </Link>
  );
}
