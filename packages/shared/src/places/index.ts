export * from './limits';
export * from './messages';
export * from './texts';
export * from './name-key';
export * from './weekdays';
export * from './home-address';
export * from './schemas';
export * from './seller-places';
