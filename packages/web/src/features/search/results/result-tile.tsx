import { SEARCH_RESULTS_TEXTS as T, type PublicResultCard, type ResultCard } from '@mdc/shared';
import { Box, Button, Checkbox, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Dispatch, MouseEvent, SetStateAction } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardImage } from '../../../components/card-image';
import { memberDetails } from './member-details';
import { ResultDetails } from './result-details';

export type AnyResultCard = ResultCard | PublicResultCard;

/** The one reference-price lookup running on the screen (spec §4: one at a time). */
export interface PriceLookup {
  owner: string | null;
  setOwner: Dispatch<SetStateAction<string | null>>;
}

export interface TileHandlers {
  onToggle: (card: AnyResultCard) => void;
  onViewImage: (card: AnyResultCard) => void;
}

/** Logged-in results carry the owner, the library and the price. */
export const isMemberCard = (card: AnyResultCard): card is ResultCard => 'libraryId' in card;

// The tile toggles the selection on click: its own controls must not click it too.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A result (spec §2 tile): image (opens the viewer), 'Reservado' ribbon, name, details, and the
 * select toggle; a logged-in user also sees seller, prices and the library link. A reserved card
 * cannot be selected.
 */
export function ResultTile({
  card,
  selected,
  lookup,
  nameLevel = 'h3',
  onToggle,
  onViewImage,
}: TileHandlers & {
  card: AnyResultCard;
  selected: boolean;
  lookup: PriceLookup;
  /** The name's heading level: one below the group's heading, if any. */
  nameLevel?: 'h3' | 'h4';
}) {
  const member = isMemberCard(card);
  const selectable = !card.reserved;
  return (
    <Paper
      component="article"
      aria-label={card.cardName}
      variant="outlined"
      onClick={selectable ? () => onToggle(card) : undefined}
      sx={{
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        position: 'relative',
        cursor: selectable ? 'pointer' : 'default',
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Box
        component="button"
        type="button"
        aria-label={T.viewImage(card.cardName)}
        onClick={(event: MouseEvent) => {
          stop(event);
          onViewImage(card);
        }}
        sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in' }}
      >
        <Box sx={{ opacity: card.reserved ? 0.6 : 1 }}>
          <CardImage src={card.images[0]} name={card.cardName} />
        </Box>
      </Box>
      {card.reserved && (
        <Chip
          label={T.reserved}
          color="warning"
          size="small"
          sx={{ position: 'absolute', top: 16, left: 16, fontWeight: 600 }}
        />
      )}
      <Typography variant="subtitle2" component={nameLevel} sx={{ overflowWrap: 'anywhere' }}>
        {card.cardName}
      </Typography>
      <Box onClick={stop} sx={{ cursor: 'auto' }}>
        <ResultDetails card={card} extra={member ? memberDetails(card, lookup) : []} />
      </Box>
      <Stack direction="row" sx={{ mt: 'auto', alignItems: 'center', flexWrap: 'wrap' }}>
        <Checkbox
          checked={selected}
          disabled={!selectable}
          onClick={stop}
          onChange={() => onToggle(card)}
          slotProps={{ input: { 'aria-label': T.select(card.cardName) } }}
        />
        <Typography variant="body2" aria-hidden sx={{ flex: 1 }}>
          {!card.reserved && (selected ? T.selected : T.selectOne)}
        </Typography>
        {member && (
          <Button
            size="small"
            component={RouterLink}
            to={`/public/library?libraryId=${encodeURIComponent(card.libraryId)}`}
            onClick={stop}
            aria-label={T.libraryOf(card.ownerUser ?? T.noData)}
          >
            {T.library}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
