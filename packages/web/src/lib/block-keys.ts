/**
 * The query keys of blocks (features/reports lists them, features/public-library asks its owner's
 * state): here, below every feature, so that a block or an unblock marks every one stale.
 */
export const blockKeys = {
  all: ['blocks'] as const,
  with: (user: string) => ['blocks', 'with', user] as const,
};
