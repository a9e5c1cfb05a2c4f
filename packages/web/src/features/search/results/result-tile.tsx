import {
  publicLibraryPath,
  SEARCH_RESULTS_TEXTS as T,
  type PublicResultCard,
  type ResultCard,
} from '@mdc/shared';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardImage } from '../../../components/card-image';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { SellerRecords } from '../api/get-seller-records';
import type { PriceLookup } from '../../../components/reference-price/price-lookup';
import { memberDetails } from './member-details';
import { ResultDetails } from './result-details';

export type AnyResultCard = ResultCard | PublicResultCard;

export interface TileHandlers {
  onToggle: (card: AnyResultCard) => void;
  onViewImage: (card: AnyResultCard) => void;
}

/** Logged-in results carry the owner, the library and the price. */
export const isMemberCard = (card: AnyResultCard): card is ResultCard => 'libraryId' in card;

/**
 * The image's width: the details beside it keep ~225 px, in a tile of a 375 px phone as in one
 * of three columns at 1280 px, enough for the longest values on two lines.
 */
export const RESULT_IMAGE_WIDTH = 84;

// What a click may land on inside a tile without meaning "select this card": each does its own
// thing (the checkbox toggles by itself, 'Ver precio' asks, the link leaves).
const CONTROLS = 'a, button, input, label, select, textarea, [role="button"]';

/**
 * A result (docs/product/search.md#results).
 * The image (opens the viewer) with the 'Reservado' ribbon, beside it
 * the name and the details, under them the select toggle and, for a logged-in user, the
 * library link (seller and their record, prices and the reference price are among the
 * details). A click on the tile toggles it, unless it lands on one of its controls. A reserved
 * card cannot be selected.
 */
export function ResultTile({
  card,
  selected,
  lookup,
  records,
  nameLevel = 'h3',
  taking,
  onToggle,
  onViewImage,
}: TileHandlers & {
  card: AnyResultCard;
  selected: boolean;
  lookup: PriceLookup;
  /** The sellers' records (logged-in results only). */
  records: SellerRecords;
  /** The name's heading level: one below the group's heading, if any. */
  nameLevel?: 'h3' | 'h4';
  /** The copies 'Mejor combinación' takes of this line, if it is one of its steps'. */
  taking?: number;
}) {
  const member = isMemberCard(card);
  const selectable = !card.reserved;
  const click = (event: MouseEvent<HTMLElement>) => {
    const control = (event.target as Element).closest(CONTROLS);
    if (selectable && !(control && event.currentTarget.contains(control))) onToggle(card);
  };
  return (
    <Paper
      component="article"
      aria-label={card.cardName}
      variant="outlined"
      onClick={click}
      sx={{
        p: 1.25,
        display: 'grid',
        gridTemplateColumns: `${RESULT_IMAGE_WIDTH}px minmax(0, 1fr)`,
        gap: 1.25,
        alignContent: 'start',
        cursor: selectable ? 'pointer' : 'default',
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Box sx={{ position: 'relative', alignSelf: 'start' }}>
        <Box
          component="button"
          type="button"
          aria-label={T.viewImage(card.cardName)}
          onClick={() => onViewImage(card)}
          sx={{ display: 'block', p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in' }}
        >
          {/* A reserved card's picture fades; its placeholder's name stays readable. */}
          <Box sx={{ '& img': { opacity: card.reserved ? 0.6 : 1 } }}>
            <CardImage src={card.images[0]} name={card.cardName} width={RESULT_IMAGE_WIDTH} />
          </Box>
        </Box>
        {card.reserved && (
          <Chip
            label={T.reserved}
            color="warning"
            size="small"
            // The whole word across the 84 px picture, never 'Reserv…'.
            sx={{
              position: 'absolute',
              top: 6,
              left: '50%',
              transform: 'translateX(-50%)',
              fontWeight: 600,
              '& .MuiChip-label': { px: 0.75, overflow: 'visible' },
            }}
          />
        )}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component={nameLevel} sx={{ lineHeight: 1.3 }}>
          <UnbrokenHyphens text={card.cardName} />
        </Typography>
        <ResultDetails
          card={card}
          extra={[
            ...(member ? memberDetails(card, lookup, records) : []),
            ...(taking === undefined
              ? []
              : [[T.taking, T.takingCopies(taking)] as [string, string]]),
          ]}
        />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gridColumn: '1 / -1', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
      >
        <FormControlLabel
          sx={{ mr: 'auto', ml: -1 }}
          // A reserved card says so on its image; its checkbox stays, disabled.
          label={card.reserved ? '' : selected ? T.selected : T.selectOne}
          disabled={!selectable}
          control={
            <Checkbox
              checked={selected}
              onChange={() => onToggle(card)}
              slotProps={{ input: { 'aria-label': T.select(card.cardName) } }}
            />
          }
        />
        {member && (
          <Button
            size="small"
            component={RouterLink}
            // The library opens at this card (its name filter); Back comes back here.
            to={publicLibraryPath(card.libraryId, { cardName: card.cardName })}
            aria-label={T.libraryOf(card.ownerUser ?? T.noData)}
          >
            {T.library}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
