import { Link } from '@mui/material';
import { SHELL_LABELS } from '@mdc/shared';

export const MAIN_CONTENT_ID = 'contenido';

/** First stop of the Tab key: jumps over the top bar, visible only while focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {SHELL_LABELS.skipToContent}
    </Link>
  );
}
