import {
  BLOCK_TEXTS,
  PUBLIC_LIBRARY_TEXTS as T,
  REPUTATION_TEXTS as R,
  type BlockState,
  type Library,
} from '@mdc/shared';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { PartyActions } from '../../../components/party-actions';
import { useSession } from '../../../lib/session';
import { useLibraryOwner } from '../api/get-library-owner';
import { OwnerPlaces } from './owner-places';

/**
 * Whose library: 'De ana_cartas · Capital, Córdoba' and '23 entregas · desde 2025', then where
 * he meets to trade; for a logged-in visitor, ⋮ at the line's end reports the library or one of
 * his places, or blocks him.
 */
function OwnerLine({ libraryId }: { libraryId: string }) {
  const { data: owner } = useLibraryOwner(libraryId);
  const { loggedIn } = useSession();
  if (!owner) return null;
  return (
    <Stack spacing={1}>
      {/* ⋮ stays on the name's line when the place and record wrap below it (a phone). */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1.5, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {R.owner(owner.user, owner.city, owner.region)}
          </Typography>
          <Typography color="text.secondary" title={R.details(owner)}>
            {R.summary(owner)}
          </Typography>
        </Stack>
        {loggedIn && (
          <Box sx={{ mt: '-3px' }}>
            <PartyActions user={owner.user} libraryId={libraryId} places={owner.places} />
          </Box>
        )}
      </Stack>
      <OwnerPlaces places={owner.places} />
    </Stack>
  );
}

/** The library page of the route 'library', where its owner edits it. */
const managePath = (library: Library) =>
  `/library?${new URLSearchParams({
    libraryId: library.internalId,
    libraryName: library.name,
    buying: String(library.buying),
  })}`;

/**
 * Whose cards these are for: the title, sale or trade, how many cards, what a visitor can do.
 * Its owner (`own`) is told that this is how others see it, that their own cards are not for
 * reserving, and where to edit it. Across a block (`blockedOwner`) the
 * invitation to reserve gives way to why nothing can be reserved.
 */
export function LibraryHeader({
  library,
  buying,
  own = false,
  blockedOwner,
}: {
  library: Library;
  buying: boolean;
  own?: boolean;
  blockedOwner?: { user: string; block: Exclude<BlockState, 'none'> };
}) {
  const title = buying ? T.buyingTitle(library.name) : T.saleTitle(library.name);
  return (
    <Stack spacing={1}>
      <PageMeta title={title} description={T.description} />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      {!own && <OwnerLine libraryId={library.internalId} />}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography color="text.secondary">{T.cardCount(library.cardCount)}</Typography>
        {!buying && library.selling && <Chip size="small" label={T.selling} />}
        {!buying && library.trading && <Chip size="small" label={T.trading} />}
      </Stack>
      {own ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography>{T.ownLibrary}</Typography>
          <Button variant="outlined" size="small" component={RouterLink} to={managePath(library)}>
            {T.manageOwn}
          </Button>
        </Stack>
      ) : blockedOwner ? (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          {blockedOwner.block === 'byYou'
            ? BLOCK_TEXTS.libraryBlockedByYou(blockedOwner.user)
            : BLOCK_TEXTS.libraryBlocked(blockedOwner.user)}
        </Alert>
      ) : (
        <Typography>{buying ? T.buyingIntro : T.saleIntro}</Typography>
      )}
    </Stack>
  );
}
