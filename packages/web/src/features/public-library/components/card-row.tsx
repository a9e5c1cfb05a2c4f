import { Box, Stack, Typography } from '@mui/material';
import { CardImage } from '../../../components/card-image';
import { CardActions } from './card-actions';
import { CardDetails } from './card-details';
import { ReservedBadge } from './reserved-badge';
import { SelectableCard } from './selectable-card';
import type { CardViewProps } from './card-tile';

/** A card in the list view: thumbnail (opens the image), name, every detail, controls. */
export function CardRow({
  card,
  buying,
  selected,
  showDetails: _showDetails,
  ...handlers
}: CardViewProps) {
  return (
    <SelectableCard card={card} buying={buying} selected={selected} onToggle={handlers.onToggle}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* A shortcut for the pointer; the zoom button is the keyboard's way to the image. */}
        <Box
          onClick={(event) => {
            event.stopPropagation();
            handlers.onViewImage(card);
          }}
          sx={{ flexShrink: 0, cursor: 'zoom-in' }}
        >
          <CardImage src={card.images[0]} name={card.cardName} width={56} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {card.cardName}
            </Typography>
            {card.reserved && <ReservedBadge />}
          </Stack>
          <CardDetails card={card} buying={buying} inline />
        </Box>
        <CardActions card={card} buying={buying} selected={selected} {...handlers} />
      </Stack>
    </SelectableCard>
  );
}
