import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useStoredFlag } from '../lib/use-stored-flag';

interface DismissibleBannerProps {
  /** Local-storage flag set to 'true' when closed: it stays closed on this browser. */
  storageKey: string;
  title: string;
  body: string;
  closeLabel: string;
  icon?: ReactNode;
  /** The banner's button (a link to install, to register). */
  action: ReactNode;
}

/** A notice with a title, a line, an action and a close button remembered in local storage. */
export function DismissibleBanner(props: DismissibleBannerProps) {
  const [dismissed, dismiss] = useStoredFlag(props.storageKey);
  const titleId = useId();
  if (dismissed) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        flexWrap: 'wrap',
        position: 'relative',
      }}
    >
      {props.icon}
      {/* The 200 px basis pushes the button onto its own line on phones. */}
      <Box sx={{ flex: '1 1 200px', pr: 4 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        <Typography variant="body2">{props.body}</Typography>
      </Box>
      {props.action}
      <IconButton
        aria-label={props.closeLabel}
        size="small"
        onClick={dismiss}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
