import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecommended } from '../api/get-recommended';
import { CardCarousel } from './card-carousel';

/**
 * 'Recomendados' (docs/product/search.md#recommended): cards on sale that match the member's buying
 * libraries. Nothing is shown while it loads, when there is none, or when the lookup fails (the
 * user asked for none).
 */
export function RecommendedCarousel() {
  const recommended = useRecommended();
  const titleId = useId();
  const cards = recommended.data ?? [];
  if (cards.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h5" component="h2">
        {T.recommendedTitle}
      </Typography>
      {/* A new list starts again at its first card. */}
      <CardCarousel key={cards.map((card) => card.id).join()} cards={cards} />
    </Stack>
  );
}
