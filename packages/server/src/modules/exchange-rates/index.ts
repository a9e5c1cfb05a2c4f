// The face of modules/exchange-rates: the rate of the day, as GET /api/config answers it.
export { currentArsRate } from './rates';
