/**
 * The libraries as other features use them (reservations, accounts, search, moderation): the
 * locks every write to a library's lines takes first and the version raise it makes, a
 * delivered copy leaving its line, which lines a search can find, which printings library lines
 * hold (the catalog's price history) and how many listed lines each printing of a card has (the
 * catalog's printings for the add-card dialog). Libraries sit above accounts and below the
 * reservations: what they ask of the reservations goes through `librariesNeeds`, which
 * src/module-wiring.ts fills.
 */
export { listedLinesByPrinting, listedPrintingIds } from './listed-printings';
export { relistLibraryCards, relistOwnerCards } from './listing';
export { takeOneCopy } from './take-one-copy';
export { createLibrary, deleteLibrary } from './manage-libraries';
export { libraryListing } from './listing';
export { addLibraryCards } from './add-library-cards';
export { findOwnLibraries, type LibraryKind, findLibraryCards } from './library-queries';
export { findCardPrintings } from './card-printings';
export { findLibrarySummaries, setLibraryHidden, type LibrarySummary } from './library-summaries';
export { lockLibraries, lockLines, lockOwnerLibraries, type LockedLine } from './locks';
export { librariesNeeds, type LibrariesNeeds } from './needs';
export { repricePesoLines } from './peso-lines';
export { touchLibraries, touchOwnerLibraries } from './versions';
