import { LIBRARY_DETAIL_TEXTS as T, libraryIdSchema } from '@mdc/shared';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { LibraryDetail } from '../detail/library-detail';
import { LibraryUnavailable } from '../detail/library-unavailable';

/**
 * /library?libraryId=…&libraryName=…&buying=true|false (login required: the route guard sees
 * to it). The name in the link is shown only until the library itself has loaded.
 */
export function LibraryPage() {
  const [params] = useSearchParams();
  const buying = params.get('buying') === 'true';
  const libraryId = libraryIdSchema.safeParse(params.get('libraryId') ?? '');
  const name = params.get('libraryName') ?? '';
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
      {libraryId.success ? (
        <LibraryDetail
          key={libraryId.data}
          libraryId={libraryId.data}
          buying={buying}
          nameWhileLoading={name}
        />
      ) : (
        <>
          <PageMeta title={T.title(buying, name)} description={T.pageDescription} />
          <LibraryUnavailable message={T.invalidLink} buying={buying} />
        </>
      )}
    </Container>
  );
}
