/**
 * A real turn of the event loop. PGlite runs queries on the server's own thread and resolves
 * them without I/O, so a chain of queries is one long run of microtasks: no other request's
 * socket is read until it ends. Work of many queries awaits this between them.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => setImmediate(resolve));
