import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * GET /api/georef/provincias: Argentina's provinces, in the georef shape (the profile's place,
 * the meeting points').
 */
export const getProvinces = () => callApi(routes.geo.provinces).then((body) => body.provincias);

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: ['georef', 'provinces'], queryFn: getProvinces, staleTime: Infinity });

export const useProvinces = (enabled: boolean) => useQuery({ ...provincesQueryOptions(), enabled });
