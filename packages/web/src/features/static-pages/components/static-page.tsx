import { Container, Typography } from '@mui/material';
import { PageMeta, type PageFrameProps } from '../../../components/page-meta';

/** The frame of a static page: title and description in <head>, one h1, readable width. */
export function StaticPage({ title, description, children }: PageFrameProps) {
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
