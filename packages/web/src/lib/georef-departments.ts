import { CITY_LIST_MAX, routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /api/georef/departamentos?provincia=ID&max=300: the cities of one province. */
export const getDepartments = (provinceId: string) =>
  callApi(routes.geo.departments, { query: { provincia: provinceId, max: CITY_LIST_MAX } }).then(
    (body) => body.departamentos,
  );

export const departmentsQueryOptions = (provinceId: string) =>
  queryOptions({
    queryKey: ['georef', 'departments', provinceId],
    queryFn: () => getDepartments(provinceId),
    staleTime: Infinity,
  });

export const useDepartments = (provinceId: string | null) =>
  useQuery({ ...departmentsQueryOptions(provinceId ?? ''), enabled: Boolean(provinceId) });
