export * from './deck-url';
