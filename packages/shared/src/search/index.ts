export * from './deck-text';
export * from './deck-url';
export * from './quick-lists';
