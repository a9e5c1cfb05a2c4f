import type { GeorefPlace } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/georef/provincias: Argentina's provinces, in the georef shape. */
export const getProvinces = () =>
  apiFetch<{ provincias: GeorefPlace[] }>('/georef/provincias').then((body) => body.provincias);

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: ['georef', 'provinces'], queryFn: getProvinces, staleTime: Infinity });

export const useProvinces = (enabled: boolean) => useQuery({ ...provincesQueryOptions(), enabled });
