/** A catalog or price file that cannot be imported; the message names the file and the place. */
export class ImportError extends Error {
  constructor(
    readonly source: string,
    detail: string,
  ) {
    super(`${source}: ${detail}`);
    this.name = 'ImportError';
  }
}

/** A record that parsed as JSON but is not what its format promises. */
export class RecordError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RecordError';
  }
}
