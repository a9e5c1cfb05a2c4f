import { HIGHLIGHT_SEEN_KEY } from '@mdc/shared';
import { useStoredFlag } from '../../../lib/use-stored-flag';

/**
 * Whether the add button was ever clicked on this browser (`highlight_seen`,
 * docs/product/screens.md#stored-flags).
 */
export const useHighlightSeen = () => useStoredFlag(HIGHLIGHT_SEEN_KEY);
