import { ARGENTINA, ACCOUNT_MESSAGES } from '@mdc/shared';
import { Alert, TextField } from '@mui/material';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useDepartments } from '../../../lib/georef-departments';
import { useProvinces } from '../../../lib/georef-provinces';
import { FormTextField } from './form-text-field';
import type { LocationValues } from './location-values';
import { PlaceField } from './place-field';

/**
 * País, Provincia, Ciudad. The lists come from /api/georef; changing the country clears and
 * reloads the provinces, changing the province clears the city and loads its cities. When a
 * list cannot be had the field becomes free text, so registration is never blocked.
 */
export function LocationFields({ readOnly = false }: { readOnly?: boolean }) {
  const { control, setValue } = useFormContext<LocationValues>();
  const country = useController({ name: 'country', control });
  const regionId = useWatch({ control, name: 'regionId' });

  const provinces = useProvinces(!readOnly && country.field.value === ARGENTINA.name);
  const typeProvince = provinces.isError || provinces.data?.length === 0;
  const departments = useDepartments(readOnly || typeProvince ? null : regionId);
  const typeCity = typeProvince || departments.isError || departments.data?.length === 0;

  if (readOnly) {
    return (
      <>
        <FormTextField<LocationValues> name="country" label="País" readOnly />
        <FormTextField<LocationValues> name="region" label="Provincia" readOnly />
        <FormTextField<LocationValues> name="city" label="Ciudad" readOnly />
      </>
    );
  }

  const clearCity = () => {
    setValue('city', '');
    setValue('cityId', null);
  };

  return (
    <>
      <TextField
        label="País"
        select
        required
        fullWidth
        name={country.field.name}
        value={country.field.value ?? ''}
        inputRef={country.field.ref}
        onBlur={country.field.onBlur}
        onChange={(event) => {
          setValue('region', '');
          setValue('regionId', null);
          clearCity();
          country.field.onChange(event.target.value);
        }}
        error={Boolean(country.fieldState.error)}
        helperText={country.fieldState.error?.message}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        <option value={ARGENTINA.name}>{ARGENTINA.name}</option>
      </TextField>
      {typeProvince && <Alert severity="warning">{ACCOUNT_MESSAGES.provincesUnavailable}</Alert>}
      <PlaceField
        label="Provincia"
        nameField="region"
        idField="regionId"
        places={typeProvince ? null : (provinces.data ?? [])}
        disabled={!typeProvince && !provinces.isSuccess}
        onPlaceChange={clearCity}
      />
      {typeCity && !typeProvince && (
        <Alert severity="warning">{ACCOUNT_MESSAGES.citiesUnavailable}</Alert>
      )}
      <PlaceField
        label="Ciudad"
        nameField="city"
        idField="cityId"
        places={typeCity ? null : (departments.data ?? [])}
        disabled={!typeCity && !departments.isSuccess}
      />
    </>
  );
}
