import { routes } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/library/{id}/owner: whose library it is (user name, province, city, record as a
 * trader); never a contact. Read apart from the cards, whose page is cached by version.
 */
export const useLibraryOwner = (libraryId: string) =>
  useQuery({
    queryKey: ['library-owner', libraryId],
    queryFn: () => callApi(routes.libraries.owner, { params: { id: libraryId } }),
  });
