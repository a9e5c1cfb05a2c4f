import { routes } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /api/places?cityId=: the city's meeting points, the most shared first (the profile's form, the search's Dónde). */
export const getCityPlaces = (cityId: string) => callApi(routes.places.city, { query: { cityId } });

export const useCityPlaces = (cityId: string | null) =>
  useQuery({
    queryKey: ['places', 'city', cityId ?? ''],
    queryFn: () => getCityPlaces(cityId ?? ''),
    enabled: Boolean(cityId),
    staleTime: 60_000,
  });
