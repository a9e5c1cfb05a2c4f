import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';

/** The frame of a static page: title and description in <head>, one h1, readable width. */
export function StaticPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageMeta title={title} description={description} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
