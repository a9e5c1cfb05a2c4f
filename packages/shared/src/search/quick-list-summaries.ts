import { cardImageUrl } from '../catalog/image-urls';

/**
 * What the 'Búsquedas rápidas' cards show (id, title, subtitle, image, optional badge), apart from
 * their names: the search screen draws these on its first page and loads the names (quick-lists.ts,
 * ~550 of them) only when one is clicked.
 */

export const QUICK_LISTS_TITLE = 'Búsquedas rápidas';

export const QUICK_LIST_IDS = ['commander', 'pauper', 'modern', 'standard'] as const;
export type QuickListId = (typeof QUICK_LIST_IDS)[number];

export interface QuickListSummary {
  id: QuickListId;
  label: string;
  /** Where the names come from, in a line under the label. */
  subtitle: string;
  /** A card of the format, as the list's picture (Scryfall CDN). */
  image: string;
  badge?: string;
}

const METAGAME_SUBTITLE = 'Las más jugadas en los mazos top del formato';

export const QUICK_LIST_SUMMARIES: readonly QuickListSummary[] = [
  {
    id: 'commander',
    label: 'Commander',
    subtitle: 'Las más populares según EDHREC',
    // Sol Ring (Commander 2021)
    image: cardImageUrl('4cbc6901-6a4a-4d0a-83ea-7eefa3b35021', 'small'),
    badge: 'Popular',
  },
  {
    id: 'pauper',
    label: 'Pauper',
    subtitle: METAGAME_SUBTITLE,
    // Lightning Bolt (Magic 2010)
    image: cardImageUrl('435589bb-27c6-4a6d-9d63-394d5092b9d8', 'small'),
  },
  {
    id: 'modern',
    label: 'Modern',
    subtitle: METAGAME_SUBTITLE,
    // Thoughtseize (Theros)
    image: cardImageUrl('65b7275a-5305-42e6-b5c3-8b88568b4e28', 'small'),
  },
  {
    id: 'standard',
    label: 'Standard',
    subtitle: METAGAME_SUBTITLE,
    // Counterspell (Modern Horizons 2)
    image: cardImageUrl('1920dae4-fb92-4f19-ae4b-eb3276b8dac7', 'small'),
  },
];
