export * from './card-key';
export * from './constants';
export * from './detail-texts';
export * from './public-texts';
export * from './schemas';
export * from './table-texts';
export * from './upload-texts';
export * from './words';
