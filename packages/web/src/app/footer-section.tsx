import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled group of footer links; `children` are the `<li>` items. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
