import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * One part of a report card under its small heading ('Denunciado', 'Historial'…): a named group,
 * not a region, since every card has the same parts and landmarks must differ (axe
 * landmark-unique).
 */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="subtitle2"
        component="h3"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.5, mb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
