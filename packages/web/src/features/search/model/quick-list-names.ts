import { QUICK_LISTS, type QuickListId } from '@mdc/shared';

/** The names of a quick list: its own chunk, loaded on the first click (decision 018). */
export const quickListNames = (id: QuickListId): string[] => [
  ...(QUICK_LISTS.find((list) => list.id === id)?.names ?? []),
];
