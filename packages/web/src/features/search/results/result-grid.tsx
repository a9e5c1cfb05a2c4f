import { Box, Stack, Typography } from '@mui/material';
import { CardGrid, type GridColumns } from '../../../components/card-grid';
import type { SellerRecords } from '../api/get-seller-records';
import type { ResultGroup } from '../model/result-groups';
import type { PriceLookup } from '../../../components/reference-price/price-lookup';
import { ResultTile, type AnyResultCard, type TileHandlers } from './result-tile';

/**
 * Result tiles are wide (the image beside the details): one a row on a phone, two from 768 px,
 * three from 1100 px, so that every value keeps a line or two.
 */
export const RESULT_GRID_COLUMNS: GridColumns = {
  xs: 'minmax(0, 1fr)',
  md: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
};

/** What every result tile of a screen shares: the selection, the price lookup, the sellers' records. */
export interface ResultTiles {
  isSelected: (card: AnyResultCard) => boolean;
  lookup: PriceLookup;
  records: SellerRecords;
  handlers: TileHandlers;
}

/** Tiles under a heading per group (province or user); no heading when not grouped. */
export function ResultGrid({
  groups,
  tiles,
  nameLevel,
  taking,
}: {
  groups: ResultGroup<AnyResultCard>[];
  tiles: ResultTiles;
  /** The tiles' heading level when the grid sits under a heading of its own. */
  nameLevel?: 'h3' | 'h4';
  /** Card id → the copies 'Mejor combinación' takes of it. */
  taking?: ReadonlyMap<string, number>;
}) {
  const { isSelected, lookup, records, handlers } = tiles;
  return (
    <Stack spacing={3}>
      {groups.map((group, index) => (
        <Box component="section" key={`${group.label ?? ''}-${index}`}>
          {group.label !== null && (
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {group.label}
            </Typography>
          )}
          <CardGrid columns={RESULT_GRID_COLUMNS}>
            {group.cards.map((card) => (
              <ResultTile
                key={card.id}
                card={card}
                selected={isSelected(card)}
                lookup={lookup}
                records={records}
                nameLevel={nameLevel ?? (group.label === null ? 'h3' : 'h4')}
                taking={taking?.get(card.id)}
                {...handlers}
              />
            ))}
          </CardGrid>
        </Box>
      ))}
    </Stack>
  );
}
