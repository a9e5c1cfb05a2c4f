export * from './messages';
export * from './schemas';
export * from './dialog-texts';
export * from './screen-texts';
export * from './links';
export * from './phone-links';
export * from './reputation';
export * from './reputation-texts';
