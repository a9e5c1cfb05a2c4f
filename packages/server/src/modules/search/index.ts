// The search module as the demo, the server tests, the benches and an account's purge use it.
export { offerCardsQuery } from './find-offers';
export { wantedKeys } from './search-cards';
export { storeSearch, findLastSearch, forgetSearches } from './stored-searches';
export { findRecommendedCards } from './recommended-cards';
