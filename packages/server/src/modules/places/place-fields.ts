import { places, userPlaces } from '../../db/schema/index';

/** A shared place's own fields, as every read of the places selects them. */
export const placeFields = {
  placeId: places.id,
  kind: places.kind,
  name: places.name,
  regionId: places.regionId,
  cityId: places.cityId,
};

/** A member's meeting point: the shared place's fields, then his details, hours and days. */
export const memberPlaceFields = {
  ...placeFields,
  details: userPlaces.details,
  hours: userPlaces.hours,
  days: userPlaces.days,
};
