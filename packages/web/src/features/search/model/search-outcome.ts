import type { NameSuggestion, PublicResultCard, ResultCard } from '@mdc/shared';

/**
 * What a finished search hands the results view: the cards as this audience gets them, the
 * names that found nothing (with close names for typos), and the names searched in order
 * ('Mejor combinación' ranks sellers by the names they cover). `title` says what was searched
 * (a deck's name, a quick list), if any.
 */
export type SearchOutcome = {
  notFound: string[];
  suggestions: NameSuggestion[];
  names: string[];
  title?: string;
} & (
  | { audience: 'member'; results: ResultCard[] }
  | { audience: 'anonymous'; results: PublicResultCard[] }
);
