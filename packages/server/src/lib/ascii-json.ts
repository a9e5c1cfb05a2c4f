/**
 * JSON.stringify, with every character beyond ASCII written as a `\u` escape (UTF-16 units, hex
 * in lower case), exactly as `json_ascii` in migration 0010 writes the search's result cards: a
 * whole answer in ASCII stays one byte a character in the server (decision 014).
 */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
