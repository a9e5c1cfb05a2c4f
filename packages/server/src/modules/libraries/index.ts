/**
 * The libraries as other features use them (reservations, accounts, search): the version raise
 * every write to a library's cards makes, a delivered copy leaving its line, and which lines a
 * search can find, which printings library lines hold (the catalog's price history) and how many
 * listed lines each printing of a card has (the catalog's printings for the add-card dialog).
 */
export { libraryTouched } from './library-queries';
export { listedLinesByPrinting, listedPrintingIds } from './listed-printings';
export { relistLibraryCards, relistOwnerCards } from './listing';
export { takeOneCopy } from './take-one-copy';
export { createLibrary, deleteLibrary } from './manage-libraries';
export { libraryListing } from './listing';
export { addLibraryCards } from './add-library-cards';
export { findOwnLibraries, type LibraryKind, findLibraryCards } from './library-queries';
export { findCardPrintings } from './card-printings';
