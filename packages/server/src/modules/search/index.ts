// The search module as the demo, the server tests and the benches use it.
export { offerCardsQuery } from './find-offers';
export { wantedKeys } from './search-cards';
export { storeSearch, findLastSearch } from './stored-searches';
export { findRecommendedCards } from './recommended-cards';
