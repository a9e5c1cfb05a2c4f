import { ToggleButtonGroup, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { READABLE_TOGGLES_SX } from './readable-toggles';

/**
 * One choice among a few, as small toggle buttons in readable colours (readable-toggles.ts); a
 * click on the chosen one keeps it chosen.
 */
export function ChoiceToggles<T extends string>({
  label,
  value,
  onChange,
  sx,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
  /** The ToggleButtons, one a choice. */
  children: ReactNode;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      sx={[READABLE_TOGGLES_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </ToggleButtonGroup>
  );
}
