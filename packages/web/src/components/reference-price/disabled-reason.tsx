import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

/**
 * Says why the control inside is disabled in a tooltip. A disabled button takes no focus or
 * hover, so the reason hangs on a focusable wrapper that also carries it as its label.
 */
export function DisabledReason({ reason, children }: { reason: string; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
