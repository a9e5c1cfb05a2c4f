export * from './constants';
export * from './schemas';
export * from './card-key';
export * from './upload-texts';
