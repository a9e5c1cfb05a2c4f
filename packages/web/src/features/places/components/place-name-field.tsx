import { MEETING_PLACE_KIND_NAMES, MEETING_PLACE_TEXTS as T, type CityPlace } from '@mdc/shared';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useCityPlaces } from '../../../lib/city-places';

/**
 * 'Nombre del lugar': the city's places to pick from before typing a new one
 * (docs/product/places.md#sharing). Picking one takes its name and kind as they are shared;
 * typing goes as typed, and the server joins it to a place of the same name in the city.
 */
export function PlaceNameField({
  cityId,
  value,
  onType,
  onPick,
  error,
}: {
  cityId: string;
  value: string;
  onType: (name: string) => void;
  onPick: (place: CityPlace) => void;
  error?: string;
}) {
  const places = useCityPlaces(cityId || null);
  return (
    <Autocomplete<CityPlace, false, false, true>
      freeSolo
      options={places.data ?? []}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') onType(text);
      }}
      onChange={(_event, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      loading={places.isLoading}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <div>
            <Typography>{option.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {MEETING_PLACE_KIND_NAMES[option.kind]} · {T.sellers(option.sellers)}
            </Typography>
          </div>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.nameLabel}
          required
          error={Boolean(error) || places.isError}
          helperText={error ?? (places.isError ? T.cityPlacesFailed : T.nameHelp)}
        />
      )}
    />
  );
}
