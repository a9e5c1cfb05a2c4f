export * from './bot-check';
export * from './constants';
export * from './fields';
export * from './messages';
export * from './responses';
export * from './schemas';
export * from './session';
