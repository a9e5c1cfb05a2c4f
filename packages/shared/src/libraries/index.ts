export * from './constants';
export * from './detail-texts';
export * from './schemas';
