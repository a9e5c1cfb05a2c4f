import {
  priceHistoriesQuerySchema,
  priceHistoriesSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
} from '../catalog/price-history';
import {
  cardNameQuerySchema,
  cardNameResultsSchema,
  cardSetOptionsSchema,
  cardSummaryRequestSchema,
  cardSummaryResponseSchema,
  referenceIdParamsSchema,
  referencePriceSchema,
} from '../catalog/schemas';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

export const catalogApi = {
  publicReferences: endpoint({
    ...routes.catalog.publicReferences,
    auth: 'none',
    limit: perAddress(240),
    tags: ['catalog'],
    summary: 'Card-name search for anonymous visitors (autocomplete)',
    query: cardNameQuerySchema,
    responses: { 200: cardNameResultsSchema, ...errorAnswers(400, 429) },
  }),
  references: endpoint({
    ...routes.catalog.references,
    auth: 'user',
    limit: perAddress(600),
    tags: ['catalog'],
    summary: 'Card-name search (autocomplete)',
    query: cardNameQuerySchema,
    responses: { 200: cardNameResultsSchema, ...errorAnswers(400, 401, 429) },
  }),
  sets: endpoint({
    ...routes.catalog.sets,
    auth: 'user',
    limit: perAddress(240),
    tags: ['catalog'],
    summary: 'Printings of a card name with catalog USD prices (add-card dialog)',
    query: cardNameQuerySchema,
    responses: { 200: cardSetOptionsSchema, ...errorAnswers(400, 401, 429) },
  }),
  summary: endpoint({
    ...routes.catalog.summary,
    auth: 'user',
    limit: perUser(30),
    tags: ['catalog'],
    summary: 'Card data for imported rows (upload dialog)',
    description:
      "Each row's catalog printing, in the order sent: the printing of its scryfallId when " +
      'the catalog has it (match printing), else by set and collector number (printing), ' +
      'its set (set) or its name (name); none gives close names as suggestions.',
    body: cardSummaryRequestSchema,
    responses: { 200: cardSummaryResponseSchema, ...errorAnswers(400, 401, 403, 413, 429) },
  }),
  moxfieldPrice: endpoint({
    ...routes.catalog.moxfieldPrice,
    auth: 'user',
    limit: perAddress(120),
    tags: ['catalog'],
    summary: 'Reference price of a printing',
    params: referenceIdParamsSchema,
    responses: { 200: referencePriceSchema, ...errorAnswers(400, 401, 404, 429) },
  }),
  referencePrice: endpoint({
    ...routes.catalog.referencePrice,
    auth: 'user',
    limit: perAddress(120),
    tags: ['catalog'],
    summary: 'Reference price by referenceId',
    params: referenceIdParamsSchema,
    responses: { 200: referencePriceSchema, ...errorAnswers(400, 401, 404, 429) },
  }),
  priceHistory: endpoint({
    ...routes.catalog.priceHistory,
    auth: 'none',
    limit: perAddress(240),
    tags: ['catalog'],
    summary: 'USD price of a printing over the last 90 days, and its change over 30',
    query: priceHistoryQuerySchema,
    responses: { 200: priceHistorySchema, ...errorAnswers(400, 429) },
  }),
  priceHistories: endpoint({
    ...routes.catalog.priceHistories,
    auth: 'none',
    limit: perAddress(240),
    tags: ['catalog'],
    summary: 'Price histories of up to 48 printings and finishes (a page of library tiles)',
    query: priceHistoriesQuerySchema,
    responses: { 200: priceHistoriesSchema, ...errorAnswers(400, 429) },
  }),
};
