export * from './deck-text';
export * from './deck-url';
export * from './messages';
export * from './quick-lists';
export * from './schemas';
export * from './results-texts';
export * from './screen-texts';
export * from './stored-search';
