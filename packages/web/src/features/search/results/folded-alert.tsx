import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Button, Collapse, type AlertColor } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/**
 * A note folded under its title, so a long list does not push the results down: the title is
 * the button that unfolds it.
 */
export function FoldedAlert({
  title,
  severity,
  children,
}: {
  title: string;
  severity: AlertColor;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen((value) => !value)}
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
