export * from './endpoint';
export * from './reservations';
