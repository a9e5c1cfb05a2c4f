import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Button, Collapse, Typography } from '@mui/material';
import { useId, useState } from 'react';

/**
 * 'No encontradas (N)': the searched names no card answered, folded by default so a long deck
 * list does not push the results down; nothing when every name found something.
 */
export function NotFoundNames({ names }: { names: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (names.length === 0) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      role="status"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen((value) => !value)}
        sx={{ fontWeight: 600 }}
      >
        {T.notFound(names.length)}
      </Button>
      <Collapse in={open} id={listId}>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, columns: { sm: 2, md: 3 } }}>
          {names.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {T.notFoundHint}
        </Typography>
      </Collapse>
    </Alert>
  );
}
