export * from './constants';
export * from './image-urls';
export * from './language-labels';
export * from './lookup-timings';
export * from './normalize-name';
export * from './prices';
export * from './schemas';
export * from './reference-price-texts';
