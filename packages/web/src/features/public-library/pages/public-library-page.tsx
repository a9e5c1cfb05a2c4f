import {
  ERRORS,
  LIBRARY_MESSAGES,
  libraryIdSchema,
  MODERATION_MESSAGES,
  PUBLIC_LIBRARY_TEXTS as T,
} from '@mdc/shared';
import { CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useBlockState } from '../api/get-block-state';
import { useLibraryOwner } from '../api/get-library-owner';
import { useIsOwnLibrary } from '../api/get-own-libraries';
import { usePublicLibrary } from '../api/get-public-library';
import { LibraryBrowser } from '../components/library-browser';
import { LibraryHeader } from '../components/library-header';
import { LibraryProblem } from '../components/library-problem';
import { PageLinks } from '../components/page-links';

/**
 * /public/library?libraryId=…[&buying=true]: anyone browses a library's cards; a logged-in
 * visitor reserves them. A wrong or stale link says so, with a way to the search.
 */
export function PublicLibraryPage() {
  const [params] = useSearchParams();
  const libraryId = libraryIdSchema.safeParse(params.get('libraryId') ?? '');
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <PageLinks />
        {libraryId.success ? (
          <PublicLibrary libraryId={libraryId.data} buying={params.get('buying') === 'true'} />
        ) : (
          <LibraryProblem message={T.invalidId} />
        )}
      </Stack>
    </Container>
  );
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
/** What the server says of a library it will not show, in the words of what happened. */
const UNAVAILABLE: Record<string, string> = {
  [ERRORS.libraryHidden.code]: MODERATION_MESSAGES.libraryHidden,
  [ERRORS.libraryOwnerSuspended.code]: MODERATION_MESSAGES.ownerSuspended,
  [ERRORS.libraryOwnerDeleted.code]: LIBRARY_MESSAGES.ownerDeleted,
};
/**
 * Missing; hidden by a moderator, its owner suspended or gone (LIB-005/006/007;
 * docs/product/trust-and-moderation.md#moderation-actions).
 */
const problemOf = (error: unknown) => {
  const unavailable = error instanceof ApiError ? UNAVAILABLE[error.code] : undefined;
  if (unavailable) return unavailable;
  return isMissing(error) ? T.notFound : errorMessage(error, T.loadFailed);
};
/** A missing library stays missing: no 'Reintentar' for it. */
const retryOf = (query: { error: unknown; refetch: () => Promise<unknown> }) =>
  isMissing(query.error) ? undefined : () => void query.refetch();

function PublicLibrary({ libraryId, buying }: { libraryId: string; buying: boolean }) {
  const query = usePublicLibrary(libraryId, buying);
  const { loggedIn } = useSession();
  const own = useIsOwnLibrary(libraryId, loggedIn && !buying);
  // Across a block, nothing to reserve: the header says why.
  const owner = useLibraryOwner(libraryId).data;
  const reserving = loggedIn && !own && !buying && query.data?.library.buying === false;
  const block = useBlockState(owner?.user, reserving);
  if (query.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-label={T.loading} />
        <Typography>{T.loading}</Typography>
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return <LibraryProblem message={problemOf(query.error)} onRetry={retryOf(query)} />;
  }
  const { library, cards } = query.data;
  // A wanted list either way: the link says so, or the library is one.
  const wanted = buying || library.buying;
  return (
    <>
      <LibraryHeader
        library={library}
        buying={wanted}
        own={own}
        blockedOwner={block === 'none' ? undefined : { user: owner!.user, block }}
      />
      {/* A reload that failed (after a reservation) keeps the cards already shown. */}
      {query.isError && (
        <LibraryProblem
          message={problemOf(query.error)}
          onRetry={retryOf(query)}
          withTitle={false}
        />
      )}
      <LibraryBrowser
        key={library.internalId}
        cards={cards}
        buying={wanted}
        own={own}
        blocked={block !== 'none'}
        transactionType={library.selling ? 'sale' : 'trade'}
      />
    </>
  );
}
