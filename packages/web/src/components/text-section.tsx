import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A titled section of running text (policies, FAQ answers). Children are plain `<p>` and `<ul>`
 * elements; the section gives them the body typography and spacing.
 */
export function TextSection({
  title,
  headingComponent = 'h2',
  children,
}: {
  title: string;
  headingComponent?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        mb: 3,
        typography: 'body1',
        '& p': { mt: 0, mb: 1.5 },
        '& ul': { mt: 0, mb: 1.5, pl: 3 },
        '& li': { mb: 0.5 },
      }}
    >
      <Typography
        id={headingId}
        component={headingComponent}
        variant={headingComponent === 'h2' ? 'h6' : 'subtitle1'}
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
