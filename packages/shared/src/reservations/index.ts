export * from './schemas';
export * from './dialog-texts';
