import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { Box } from '@mui/material';
import { Fragment } from 'react';
import { formatPrice } from '../model/price';

/**
 * A card's details as label–value pairs: set, language, condition, foil, quantity, price. A
 * wanted list (buying) states no condition or price, as the owner's own library page does.
 */
export function CardDetails({
  card,
  buying,
  inline = false,
}: {
  card: LibraryCard;
  buying: boolean;
  /** On one wrapping line (the list view) instead of a column (tiles). */
  inline?: boolean;
}) {
  const details: Array<[string, string]> = [
    [T.set, card.setName ?? T.noData],
    [T.language, card.language.toUpperCase()],
    ...(buying ? [] : ([[T.condition, card.condition]] as Array<[string, string]>)),
    [T.foil, card.foil ? T.yes : T.no],
    [T.quantity, String(card.quantity)],
    ...(buying ? [] : ([[T.price, formatPrice(card.price)]] as Array<[string, string]>)),
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        typography: 'body2',
        display: inline ? 'flex' : 'grid',
        flexWrap: 'wrap',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1,
        '& dt': { fontWeight: 600 },
        '& dt::after': { content: '":"' },
        '& dd': { m: 0, mr: inline ? 2 : 0, overflowWrap: 'anywhere' },
      }}
    >
      {details.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
