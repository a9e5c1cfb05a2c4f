/** Spanish texts of the search screen (panel, quick lists, carousel, last search). */
export const SEARCH_SCREEN_TEXTS = {} as const;
