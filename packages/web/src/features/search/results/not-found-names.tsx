import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import type { Coverage } from '../model/coverage';
import { FoldedAlert } from './folded-alert';

const listSx = { m: 0, mt: 1, pl: 2.5, columns: { sm: 2, md: 3 } } as const;

/**
 * 'No encontradas (N)': the searched names no card answered, and the names the market holds too
 * few free copies of ('Counterspell: 2 de 4'), folded by default so a long deck list does not
 * push the results down; nothing when every name found its copies.
 */
export function NotFoundNames({
  names,
  short = [],
}: {
  names: readonly string[];
  short?: readonly Coverage[];
}) {
  if (names.length === 0 && short.length === 0) return null;
  const count = names.length + short.length;
  return (
    <FoldedAlert
      name="not-found"
      severity="info"
      title={short.length ? T.notFoundOrShort(count) : T.notFound(count)}
    >
      {names.length > 0 && (
        <Box component="ul" sx={listSx}>
          {names.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </Box>
      )}
      {short.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {T.shortTitle}
          </Typography>
          <Box component="ul" sx={listSx}>
            {short.map((card) => (
              <li key={card.name}>{T.short(card.name, card.available, card.quantity)}</li>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {T.notFoundHint}
      </Typography>
    </FoldedAlert>
  );
}
