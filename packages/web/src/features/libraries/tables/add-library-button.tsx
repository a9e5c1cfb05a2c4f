import AddIcon from '@mui/icons-material/Add';
import { keyframes } from '@emotion/react';
import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { Button } from '@mui/material';
import { useHighlightSeen } from './use-highlight-seen';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(25, 118, 210, 0.6); }
  70% { box-shadow: 0 0 0 12px rgba(25, 118, 210, 0); }
  100% { box-shadow: 0 0 0 0 rgba(25, 118, 210, 0); }
`;

/**
 * 'Nueva biblioteca': contained and pulsing until its first click on this browser, then a plain
 * outlined button (docs/product/libraries.md#dashboard-tables).
 */
export function AddLibraryButton({ onClick }: { onClick: () => void }) {
  const [seen, markSeen] = useHighlightSeen();
  return (
    <Button
      variant={seen ? 'outlined' : 'contained'}
      startIcon={<AddIcon />}
      data-highlighted={!seen}
      onClick={() => {
        markSeen();
        onClick();
      }}
      sx={{
        whiteSpace: 'nowrap',
        ...(!seen && {
          animation: `${pulse} 2s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      {T.add}
    </Button>
  );
}
