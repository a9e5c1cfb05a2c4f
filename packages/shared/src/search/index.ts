export * from './deck-text';
export * from './deck-url';
