import { searchSellersResponseSchema, searchSellersSchema } from '../search/sellers';
import { endpoint, errorAnswers, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['search'];

export const sellersApi = {
  records: endpoint({
    ...routes.sellers.records,
    auth: 'user',
    // A page of results or a best combination each: one call per page turned.,
    limit: perUser(120),
    tags,
    summary: "The records of a member's result sellers, by user name (counts, never a contact)",
    body: searchSellersSchema,
    responses: { 200: searchSellersResponseSchema, ...errorAnswers(400, 401, 403, 429) },
  }),
};
