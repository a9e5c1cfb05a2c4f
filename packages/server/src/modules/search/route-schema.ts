/** OpenAPI pieces every search route shares: its tag, and the sessions a logged-in route takes. */
export const tags = ['search'];
export const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
