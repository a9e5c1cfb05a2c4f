import type { Method } from './endpoint';

/**
 * Every endpoint's method and path, the API at a glance (decision 027). Its full definition (auth,
 * limit, schemas) is in the module's file beside this one and takes its address from here; the web
 * calls an endpoint by this address alone, so the first page carries no schema.
 */
const at =
  <const M extends Method>(method: M) =>
  <const P extends string>(path: P) => ({ method, path });
const get = at('GET');
const post = at('POST');
const patch = at('PATCH');
const put = at('PUT');
const del = at('DELETE');

/** A library kind's cards and pages: a sale library's under /library, a buying one's under /library/buying. */
const libraryKind = <const B extends '/library' | '/library/buying'>(base: B) => ({
  addCards: post(`${base}/card`),
  editCard: patch(`${base}/card`),
  deleteCard: del(`${base}/card/:id`),
  own: get(`${base}/:id`),
  public: get(`${base}/:id/public`),
});

export const routes = {
  health: {
    health: get('/health'),
    ready: get('/ready'),
    metrics: get('/metrics'),
  },
  client: {
    config: get('/config'),
    event: post('/events'),
  },
  botCheck: {
    challenge: get('/botcheck/challenge'),
    verify: post('/verify-recaptcha'),
  },
  geo: {
    provinces: get('/georef/provincias'),
    departments: get('/georef/departamentos'),
  },
  login: {
    login: post('/login'),
    logout: post('/logout'),
  },
  accounts: {
    register: post('/user'),
    profile: get('/user'),
    update: patch('/user'),
    resendConfirmation: get('/user/resend/:email'),
    recoveryMail: get('/user/recover'),
    recover: post('/user/recover'),
    delete: post('/user/delete'),
    confirm: get('/user/confirm'),
    consent: get('/user/:email/consent'),
  },
  places: {
    saveMine: put('/user/places'),
    city: get('/places'),
  },
  catalog: {
    publicReferences: get('/library/reference/public'),
    references: get('/library/reference'),
    sets: get('/library/reference/set'),
    summary: post('/library/card/summary'),
    moxfieldPrice: get('/moxfield/price/:id'),
    referencePrice: get('/library/reference/:id/price'),
    priceHistory: get('/catalog/price-history'),
    priceHistories: get('/catalog/price-histories'),
  },
  libraries: {
    create: post('/library'),
    list: get('/library'),
    update: patch('/library'),
    delete: del('/library/:id'),
    addWanted: post('/library/buying/wanted'),
    owner: get('/library/:id/owner'),
    sale: libraryKind('/library'),
    buying: libraryKind('/library/buying'),
  },
  search: {
    search: post('/search'),
    publicSearch: post('/search/public'),
  },
  moxfield: {
    deck: get('/search/moxfield/decks/:deckId'),
    publicDeck: get('/search/moxfield/decks/:deckId/public'),
  },
  storedSearches: {
    last: get('/search/last'),
    recommended: get('/search/recommended'),
    stored: get('/search/stored/:id'),
    older: get('/search/:id'),
  },
  sellers: {
    records: post('/search/sellers'),
  },
  reservations: {
    reserve: post('/reservation'),
    list: get('/reservation'),
    update: patch('/reservation'),
    proposeMeeting: post('/reservation/meeting'),
    acceptMeeting: post('/reservation/meeting/accept'),
    meetingPlaces: get('/reservation/meeting/places'),
    reputation: get('/reputation/:user'),
  },
  notifications: {
    list: get('/notifications'),
    markRead: post('/notifications/read'),
  },
  blocks: {
    list: get('/blocks'),
    state: get('/blocks/:user'),
    block: put('/blocks/:user'),
    unblock: del('/blocks/:user'),
  },
  reports: {
    report: post('/report'),
  },
  moderation: {
    reports: get('/moderation/reports'),
    act: post('/moderation/reports/:id/actions'),
  },
} as const;
