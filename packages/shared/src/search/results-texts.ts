/** Spanish texts of the search results view (tiles, grouping, best combination, reserve). */
export const SEARCH_RESULTS_TEXTS = {} as const;
