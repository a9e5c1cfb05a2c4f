export * from './constants';
export * from './schemas';
export * from './texts';
