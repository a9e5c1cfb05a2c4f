import { MEETING_PLACE_TEXTS as T } from '@mdc/shared';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/current-user';
import { PlacesEditor } from './places-editor';

/**
 * 'Dónde me encuentro para cambiar', in the profile (docs/product/places.md#the-form): the
 * member's meeting points, read from GET /api/user and saved whole with PUT /api/user/places.
 */
export function MeetingPlacesSection() {
  const headingId = useId();
  const user = useUser();
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {T.title}
      </Typography>
      <Typography color="text.secondary">{T.intro}</Typography>
      <Alert severity="warning">{T.neverHome}</Alert>
      {user.isPending ? (
        <CircularProgress size={30} aria-label={T.title} />
      ) : user.isError ? (
        <Alert severity="error">{errorMessage(user.error, T.loadFailed)}</Alert>
      ) : (
        <PlacesEditor
          saved={user.data.places}
          home={{ regionId: user.data.regionId, cityId: user.data.cityId }}
        />
      )}
    </Stack>
  );
}
