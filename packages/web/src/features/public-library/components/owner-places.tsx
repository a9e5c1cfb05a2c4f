import { MEETING_SEARCH_TEXTS as M, type SellerPlace } from '@mdc/shared';
import { Box, Typography } from '@mui/material';

/**
 * Where the library's owner meets to trade, each place whole ('Tienda Dragón (Capital) ·
 * sábados 15 a 19 · La mesa del fondo'); 'A convenir' when he names none
 * (docs/product/meetings.md#where-a-buyer-sees-them).
 */
export function OwnerPlaces({ places }: { places: readonly SellerPlace[] }) {
  if (places.length === 0) {
    return (
      <Typography color="text.secondary">
        {M.meets}: {M.toAgree}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography color="text.secondary">{M.meetsAt}:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {places.map((place) => (
          <Typography component="li" key={place.placeId} sx={{ overflowWrap: 'break-word' }}>
            {M.placeWhole(place)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
