import { RESERVATION_DIALOG_TEXTS as T } from '@mdc/shared';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { SelectableItem, useCardSelection } from '../../lib/use-card-selection';

/**
 * 'Seleccionar todo' / 'Deseleccionar todo' over the cards shown, how many are selected, and
 * 'Reservar', after the cards. Once a card is selected it stays at the bottom of the screen
 * while the visitor scrolls, 'Reservar' at hand; before that it covers nothing (a bar
 * always on top of the cards hid their names and controls).
 */
export function SelectionBar<Card extends SelectableItem>({
  selection,
  shown,
  onReserve,
}: {
  /** The selection (useCardSelection) of the cards. */
  selection: Pick<
    ReturnType<typeof useCardSelection<Card>>,
    'selected' | 'allSelected' | 'flipAll'
  >;
  /** The cards on screen, which 'Seleccionar todo' selects. */
  shown: readonly Card[];
  onReserve: () => void;
}) {
  const allSelected = selection.allSelected(shown);
  const canSelect = shown.some((card) => !card.reserved);
  const selectedCount = selection.selected.length;
  return (
    <Paper
      elevation={selectedCount > 0 ? 3 : 0}
      variant={selectedCount > 0 ? 'elevation' : 'outlined'}
      sx={{ position: selectedCount > 0 ? 'sticky' : 'static', bottom: 0, zIndex: 2, px: 2, py: 1 }}
    >
      {/* On a phone the count takes the first line and both buttons the second. */}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          aria-live="polite"
          sx={{ flex: { xs: '1 0 100%', sm: 1 }, order: { xs: 0, sm: 1 } }}
        >
          {T.selectedCount(selectedCount)}
        </Typography>
        <Button
          variant="outlined"
          disabled={!canSelect}
          onClick={() => selection.flipAll(shown)}
          sx={{ order: { xs: 1, sm: 0 }, mr: { xs: 'auto', sm: 0 } }}
        >
          {allSelected ? T.deselectAll : T.selectAll}
        </Button>
        <Button
          variant="contained"
          disabled={selectedCount === 0}
          onClick={onReserve}
          sx={{ order: 2 }}
        >
          {T.reserve}
        </Button>
      </Stack>
    </Paper>
  );
}
