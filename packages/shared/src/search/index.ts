export * from './deck-text';
export * from './deck-url';
export * from './messages';
export * from './moxfield-messages';
export * from './quick-list-summaries';
export * from './quick-lists';
export * from './schemas';
export * from './search-items';
export * from './results-texts';
export * from './screen-texts';
export * from './stored-search';
export * from './sellers';
export {
  RESULT_CARD_FIELDS,
  type PublicResultCardField,
  type ResultCardFieldName,
  type SearchResultCardField,
} from './result-card-fields';
