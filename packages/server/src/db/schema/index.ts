// One schema for both drivers; each feature owns its file.
export * from './foundation';
export * from './accounts';
export * from './catalog';
export * from './mail';
export * from './libraries';
export * from './searches';
export * from './reservations';
export * from './places';
export * from './reports';
export * from './notifications';
export * from './exchange-rates';
