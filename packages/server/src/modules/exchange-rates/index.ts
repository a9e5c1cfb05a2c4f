// The face of modules/exchange-rates: the rate of the day, as GET /api/config answers it, and
// storing one (the demo stores its own).
export { currentArsRate, storeArsRate } from './rates';
