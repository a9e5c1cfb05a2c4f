import {
  cityPlacesQuerySchema,
  cityPlacesSchema,
  meetingPlacesInputSchema,
  memberPlacesSchema,
} from '../places/schemas';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['places'];

/**
 * The meeting points (docs/product/places.md): a member's list, written whole, and a city's
 * shared places for the form's autocomplete. Places are public; only the owner edits his list.
 */
export const placesApi = {
  saveMine: endpoint({
    ...routes.places.saveMine,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary:
      "Replace the logged-in member's meeting points (at most 5); answers the saved list, each with its shared place's id",
    body: meetingPlacesInputSchema,
    responses: { 200: memberPlacesSchema, ...errorAnswers(400, 401, 403, 409, 429) },
  }),
  city: endpoint({
    ...routes.places.city,
    auth: 'none',
    limit: perAddress(120),
    tags,
    summary: "A city's meeting points that some member lists, with how many members meet at each",
    query: cityPlacesQuerySchema,
    responses: { 200: cityPlacesSchema, ...errorAnswers(400, 429) },
  }),
};
