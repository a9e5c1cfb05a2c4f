import {
  MEETING_PLACE_KIND_NAMES,
  MODERATION_TEXTS as T,
  publicLibraryPath,
  REPUTATION_TEXTS,
  type ModerationReport,
} from '@mdc/shared';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CardSection } from './card-section';
import { DotLine } from './dot-line';

/**
 * Who was reported, with their whole record, and the library or meeting point the report is
 * about, if any.
 */
export function ReportedAccount({ report }: { report: ModerationReport }) {
  const { reported, library, place } = report;
  return (
    <>
      <CardSection title={T.reported}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {reported.user}
          </Typography>
          {reported.suspended && <Chip size="small" color="error" label={T.suspendedChip} />}
        </Stack>
        <Typography variant="body2">
          {/* Its counts are joined by ' · ': on a phone a count stays on one line. */}
          <DotLine pieces={REPUTATION_TEXTS.details(reported).split(' · ')} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.memberSince(reported.memberSince)}
        </Typography>
      </CardSection>
      {library && (
        <CardSection title={T.library}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Link
              component={RouterLink}
              to={publicLibraryPath(library.id)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {library.name}
            </Link>
            {library.hidden && <Chip size="small" label={T.libraryHiddenChip} />}
          </Stack>
        </CardSection>
      )}
      {place && (
        <CardSection title={T.place}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{place.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {MEETING_PLACE_KIND_NAMES[place.kind]}
            </Typography>
            {place.removed && <Chip size="small" label={T.placeRemovedChip} />}
          </Stack>
        </CardSection>
      )}
    </>
  );
}
