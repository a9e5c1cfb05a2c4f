import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { Box, Chip, Tooltip } from '@mui/material';

/** Under a library's name when a moderator hid it; its hint says what that means. */
export function HiddenLibraryChip({ library }: { library: Library }) {
  if (!library.hiddenByModeration) return null;
  return (
    // describeChild: the hint describes the chip and leaves its name, 'Oculta por moderación'.
    // Its own line under the name: a long name wraps, the mark stays whole and aligned.
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      <Tooltip title={T.hiddenByModerationHint} describeChild enterTouchDelay={0}>
        <Chip size="small" color="warning" label={T.hiddenByModeration} tabIndex={0} />
      </Tooltip>
    </Box>
  );
}
