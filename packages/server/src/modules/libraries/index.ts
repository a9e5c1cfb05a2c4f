/**
 * The libraries as other features use them (reservations): the version raise every write to a
 * library's cards makes, and a delivered copy leaving its line.
 */
export { libraryTouched } from './library-queries';
export { takeOneCopy } from './take-one-copy';
