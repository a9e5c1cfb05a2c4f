import type { NameSuggestion, PublicResultCard, ResultCard, WantedCard } from '@mdc/shared';

/**
 * What a finished search hands the results view: the cards as this audience gets them, each
 * searched name with the copies wanted and how many the market has free (`wanted`, in searched
 * order: 'Mejor combinación' plans copies by it), the names that found nothing (with close names
 * for typos). `title` says what was searched (a deck's name, a quick list), if any; `searchId`
 * is a member's stored search.
 */
export type SearchOutcome = {
  wanted: WantedCard[];
  notFound: string[];
  suggestions: NameSuggestion[];
  title?: string;
  searchId?: string;
} & (
  | { audience: 'member'; results: ResultCard[] }
  | { audience: 'anonymous'; results: PublicResultCard[] }
);
