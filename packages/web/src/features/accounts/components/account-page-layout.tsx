import { Container, Paper, Typography } from '@mui/material';
import { PageMeta, type PageFrameProps } from '../../../components/page-meta';

/** The frame of every account screen: a card with the page's title, narrow on phones. */
export function AccountPageLayout({ title, description, children }: PageFrameProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <PageMeta title={title} description={description} />
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
