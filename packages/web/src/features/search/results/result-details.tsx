import { cardLanguageLabel, SEARCH_RESULTS_TEXTS as T, type PublicResultCard } from '@mdc/shared';
import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/** Where the seller is: 'La Plata, Buenos Aires', either alone, or 'Sin datos'. */
export const placeOf = (card: Pick<PublicResultCard, 'ownerCity' | 'ownerRegion'>) =>
  [card.ownerCity, card.ownerRegion].filter(Boolean).join(', ') || T.noData;

/**
 * A result's details as label–value pairs (spec §2 tile): set, language, condition, foil, place,
 * sale or trade, quantity; `extra` adds the logged-in rows (seller, price, reference price).
 */
export function ResultDetails({
  card,
  extra = [],
}: {
  card: PublicResultCard;
  extra?: Array<[string, ReactNode]>;
}) {
  const details: Array<[string, ReactNode]> = [
    [T.set, card.setName ?? T.noData],
    [T.language, cardLanguageLabel(card.language)],
    [T.condition, card.condition],
    [T.foil, card.foil ? T.yes : T.no],
    [T.place, placeOf(card)],
    [T.transaction, T.transactionTypes[card.transactionType]],
    [T.quantity, String(card.quantity)],
    ...extra,
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        typography: 'body2',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1,
        '& dt': { fontWeight: 600 },
        '& dt::after': { content: '":"' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
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
