// Which module owns which table (packages/server/src/db/schema/), and the listed exceptions that
// scripts/check-modules.mjs accepts. Keep both lists short: an entry here is a debt or a join
// kept on purpose for speed, and each says which.
export const OWNERS = {
  users: 'accounts',
  userProfiles: 'accounts',
  accountTokens: 'accounts',
  loginFailures: 'accounts',
  rateLimitCounters: 'accounts',
  sessions: 'sessions',
  botCheckUses: 'botcheck',
  appSecrets: 'botcheck',
  geoProvinces: 'geo',
  geoDepartments: 'geo',
  geoFetches: 'geo',
  cardSets: 'catalog',
  cardOracles: 'catalog',
  cardPrintings: 'catalog',
  cardNameTerms: 'catalog',
  cardNameWordSuffixes: 'catalog',
  cardMtgjsonUuids: 'catalog',
  cardPrices: 'catalog',
  cardPriceHistory: 'catalog',
  exchangeRates: 'exchange-rates',
  pageViewCounts: 'events',
  libraries: 'libraries',
  libraryCards: 'libraries',
  mailOutbox: 'mail',
  notifications: 'notifications',
  places: 'places',
  userPlaces: 'places',
  reports: 'reports',
  reportEvents: 'moderation',
  userBlocks: 'blocks',
  reservations: 'reservations',
  meetings: 'reservations',
  userReputation: 'reservations',
  searches: 'search',
};

// The statements that join other modules' tables on purpose: each is one statement for speed,
// lives in the module that owns its question, and says in its file whose tables it joins and
// why (docs/decisions/033-one-direction-between-modules.md). Every other read of another
// module's data goes through that module's face (its index.ts).
const KEPT = [
  [
    'search/find-offers.ts',
    ['libraries', 'libraryCards'],
    "the search's one statement: the cheapest listed lines of every name, by the listed-line indexes",
  ],
  [
    'search/wanted-copies.ts',
    ['libraryCards'],
    "the search's second statement: the free copies past the answered lines, the same scan",
  ],
  [
    'search/met-lines.ts',
    ['libraries', 'libraryCards'],
    "'Dónde': the listed lines of the few sellers who meet there, inside the search's statements",
  ],
  [
    'search/recommended-cards.ts',
    ['libraries', 'libraryCards'],
    "'Recomendados': the user's wanted lines matched against every listed line at once",
  ],
  [
    'search/older-results.ts',
    ['libraries'],
    "the older results page: its offers' owners by library, beside the offers' statement",
  ],
  [
    'alerts/record-matches.ts',
    [
      'cardPrices',
      'libraries',
      'libraryCards',
      'notifications',
      'reservations',
      'userBlocks',
      'userProfiles',
      'users',
    ],
    "a listing's matches, written in the listing's transaction by one statement",
  ],
  [
    'alerts/digest.ts',
    ['libraries', 'libraryCards', 'notifications', 'userProfiles', 'users'],
    "the daily digest: due users, their unmailed matches still listed, marked mailed, in one run's transaction",
  ],
];

export const JOINS = Object.fromEntries(
  KEPT.map(([file, tables]) => [`packages/server/src/modules/${file}`, tables]),
);
