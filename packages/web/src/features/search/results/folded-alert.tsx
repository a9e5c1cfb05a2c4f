import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Button, Collapse, type AlertColor } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useEntryState } from '../../../lib/use-entry-state';

/**
 * A note folded under its title, so a long list does not push the results down: the title is
 * the button that unfolds it. Unfolded, it stays so when Back comes to it again (`name` keeps it
 * with the history entry).
 */
export function FoldedAlert({
  name,
  title,
  severity,
  children,
}: {
  name: string;
  title: string;
  severity: AlertColor;
  children: ReactNode;
}) {
  const [open, setOpen] = useEntryState(`folded.${name}`, false);
  const bodyId = useId();
  return (
    <Alert
      severity={severity}
      icon={false}
      role="status"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={bodyId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
        sx={{ fontWeight: 600, textAlign: 'left' }}
      >
        {title}
      </Button>
      <Collapse in={open} id={bodyId}>
        {children}
      </Collapse>
    </Alert>
  );
}
