import { Box, Stack, Typography } from '@mui/material';
import { CardImage } from '../../../components/card-image';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import { CardActions } from './card-actions';
import { CardDetails } from './card-details';
import { ReservedBadge } from './reserved-badge';
import { SelectableCard } from './selectable-card';
import type { CardViewProps } from './card-tile';

/** A card in the list view: thumbnail (opens the image), name, every detail, controls. */
export function CardRow(view: CardViewProps) {
  const { card, buying } = view;
  return (
    <SelectableCard {...view}>
      {/* The controls beside the details, or under them on a phone: the details keep the width. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '56px minmax(0, 1fr) auto' },
          columnGap: 1.5,
          alignItems: 'center',
        }}
      >
        {/* A shortcut for the pointer; the zoom button is the keyboard's way to the image. */}
        <Box
          onClick={(event) => {
            event.stopPropagation();
            view.onViewImage(card);
          }}
          sx={{ cursor: 'zoom-in', gridRow: { xs: 'span 2', sm: 'auto' } }}
        >
          <CardImage src={card.images[0]} name={card.cardName} width={56} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="subtitle2"
              component={view.heading}
              sx={{ overflowWrap: 'break-word' }}
            >
              <UnbrokenHyphens text={card.cardName} />
            </Typography>
            {card.reserved && <ReservedBadge />}
          </Stack>
          <CardDetails card={card} buying={buying} inline />
        </Box>
        <Box sx={{ justifySelf: { xs: 'end', sm: 'auto' } }}>
          <CardActions {...view} />
        </Box>
      </Box>
    </SelectableCard>
  );
}
