export * from './constants';
export * from './image-urls';
export * from './normalize-name';
export * from './prices';
export * from './schemas';
