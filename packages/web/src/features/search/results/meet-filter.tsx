import { MEET_IN_MY_CITY, MEETING_SEARCH_TEXTS as M } from '@mdc/shared';
import { TextField } from '@mui/material';
import { useCityPlaces } from '../../../lib/city-places';
import { useUser } from '../../../lib/current-user';

/**
 * 'Dónde' (docs/product/meetings.md#search-by-meeting): the same search among the sellers who
 * meet in the member's city, or at one of its places (the most sellers first); '' is anywhere.
 * A place of another city (a shared address) is kept as 'En el lugar elegido'.
 */
export function MeetFilter({
  meet,
  onMeetChange,
}: {
  meet: string;
  onMeetChange: (meet: string) => void;
}) {
  const user = useUser();
  const cityId = user.data?.cityId ?? null;
  const places = useCityPlaces(cityId).data ?? [];
  const known = meet === '' || meet === MEET_IN_MY_CITY || places.some((p) => p.placeId === meet);
  return (
    <TextField
      select
      size="small"
      label={M.where}
      value={meet}
      onChange={(event) => onMeetChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
    >
      <option value="">{M.anywhere}</option>
      {(cityId || meet === MEET_IN_MY_CITY) && (
        <option value={MEET_IN_MY_CITY}>{M.inMyCity(user.data?.city ?? '…')}</option>
      )}
      {places.map((place) => (
        <option key={place.placeId} value={place.placeId}>
          {M.atPlace(place.name, place.sellers)}
        </option>
      ))}
      {!known && <option value={meet}>{M.chosenPlace}</option>}
    </TextField>
  );
}
