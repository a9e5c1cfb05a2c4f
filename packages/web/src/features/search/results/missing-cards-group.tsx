import { searchLineOf, type SearchItem } from '@mdc/shared';
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';

/**
 * One group of the missing cards' dialog ('No encontradas', 'Encontradas'): a checkbox a name,
 * '4 Counterspell'; a name `held` (a basic land while they are left out) is shown unchecked and
 * cannot be checked.
 */
export function MissingCardsGroup({
  label,
  cards,
  checked,
  held,
  onToggle,
}: {
  label: string;
  cards: SearchItem[];
  checked: (card: SearchItem) => boolean;
  held: (card: SearchItem) => boolean;
  onToggle: (card: SearchItem) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <FormGroup sx={{ mt: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      {cards.map((card) => (
        <FormControlLabel
          key={card.name}
          label={searchLineOf(card)}
          disabled={held(card)}
          control={<Checkbox checked={checked(card)} onChange={() => onToggle(card)} />}
        />
      ))}
    </FormGroup>
  );
}
