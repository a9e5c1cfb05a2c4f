export * from './deck-text';
export * from './deck-url';
export * from './messages';
export * from './quick-lists';
export * from './schemas';
