import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import CheckIcon from '@mui/icons-material/Check';
import { Box } from '@mui/material';
import type { Coverage } from '../model/coverage';
import { FoldedAlert } from './folded-alert';

/**
 * 'Tu lista: 29 de 31 cartas con copias suficientes', unfolding to every name with how far the
 * market covers it: 'Counterspell: 8 disponibles de 4' or, short, 'Counterspell: 2 de 4'. Shown
 * for a list (more than one name, or copies asked for); a single name says it with its tiles.
 */
export function ListCoverage({ coverage }: { coverage: readonly Coverage[] }) {
  if (coverage.length < 2 && coverage.every((card) => card.quantity === 1)) return null;
  const covered = coverage.filter((card) => card.state === 'covered').length;
  return (
    <FoldedAlert
      name="coverage"
      severity={covered === coverage.length ? 'success' : 'warning'}
      title={T.coverage(covered, coverage.length)}
    >
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', columns: { sm: 2, md: 3 } }}>
        {coverage.map((card) => (
          <Box
            component="li"
            key={card.name}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline', breakInside: 'avoid' }}
          >
            {card.state === 'covered' ? (
              <CheckIcon
                aria-hidden
                fontSize="inherit"
                sx={{ alignSelf: 'center', flexShrink: 0 }}
              />
            ) : (
              <Box component="span" aria-hidden sx={{ width: '1em', flexShrink: 0 }} />
            )}
            <span>
              {card.state === 'covered'
                ? T.covered(card.name, card.available, card.quantity)
                : T.short(card.name, card.available, card.quantity)}
            </span>
          </Box>
        ))}
      </Box>
    </FoldedAlert>
  );
}
