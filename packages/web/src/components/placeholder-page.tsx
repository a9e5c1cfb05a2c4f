import { Alert, Container, Typography } from '@mui/material';
import { PageMeta } from './page-meta';

/** A route a later step of the roadmap fills: it says plainly what will be there. */
export function PlaceholderPage({
  title,
  description,
  coming,
}: {
  title: string;
  description: string;
  coming: string;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageMeta title={title} description={description} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{description}</Typography>
      <Alert severity="info">{coming}</Alert>
    </Container>
  );
}
