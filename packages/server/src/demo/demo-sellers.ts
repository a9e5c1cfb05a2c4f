/**
 * The demo's sellers: validated accounts in several provinces (georef department ids), each
 * with sale libraries made of staples lists and real export files, and a buying library (a
 * wanted list) made of a real metagame deck. All share DEMO_PASSWORD.
 */

export const DEMO_PASSWORD = 'demo-cartas-1';

/** Where a library's cards come from (paths under ../shared/data). */
export type CardSource =
  /** The first `take` names of a staples list, 1–4 copies each; names the catalog lacks are left out. */
  | { staples: string; take: number }
  /** The rows of a real export, in order, while they fit the library. */
  | { export: string }
  /** The main deck of a metagame list; names the catalog lacks are left out. */
  | { deck: string };

export interface LibraryPlan {
  name: string;
  buying?: boolean;
  selling?: boolean;
  trading?: boolean;
  sources: CardSource[];
  /** One copy of each line (a library of 1000 different cards, as the benchmarks want). */
  singleCopies?: boolean;
}

/** A meeting point of a demo seller, in the seller's own city. */
export interface DemoPlace {
  kind: 'store' | 'public';
  name: string;
  details?: string;
  hours?: string;
}

export interface DemoSeller {
  user: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** A georef department id: its province and name become the profile's region and city. */
  cityId: string;
  libraries: LibraryPlan[];
  /** Where the seller meets to trade (docs/product/places.md). */
  places?: DemoPlace[];
}

const GOLDFISH = 'decks/mtggoldfish-metagame-2026-07-03';
const TOP8 = 'decks/mtgtop8-metagame-2026-07-20';

// Phones as Argentines write them: mobiles in their usual forms (their reservations show a
// WhatsApp link) and two landlines (a phone link only).
export const DEMO_SELLERS: DemoSeller[] = [
  {
    user: 'demo_palermo',
    firstName: 'Carolina',
    lastName: 'Benítez',
    phoneNumber: '11 15 5555-0201',
    cityId: '02098', // Comuna 14, Ciudad Autónoma de Buenos Aires
    places: [
      { kind: 'public', name: 'Plaza Italia, junto al monumento', hours: 'sábados 16 a 19' },
      {
        kind: 'store',
        name: 'El Dragón de Palermo',
        details: 'Mesas del fondo',
        hours: 'martes y jueves 18 a 21',
      },
    ],
    libraries: [
      {
        name: 'Colección Dragon Shield',
        sources: [{ export: 'exports/dragonshield-all-folders.csv' }],
      },
      {
        name: 'Staples de Commander',
        trading: true,
        sources: [
          { staples: 'staples/commander-top250-by-edhrecRank-mtgjson-2022-04-25.csv', take: 120 },
        ],
      },
      {
        name: 'Busco: Boros Energy',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/modern/01-boros-energy.txt` }],
      },
    ],
  },
  {
    user: 'demo_laplata',
    firstName: 'Julián',
    lastName: 'Sosa',
    phoneNumber: '+54 9 221 555-0202',
    cityId: '06441', // La Plata, Buenos Aires
    places: [
      { kind: 'public', name: 'Plaza Moreno, frente a la Catedral', hours: 'domingos 15 a 18' },
    ],
    libraries: [
      {
        name: 'Mi colección (Moxfield)',
        trading: true,
        sources: [{ export: 'exports/moxfield-collection-export.csv' }],
      },
      {
        name: 'Busco: cEDH',
        buying: true,
        sources: [{ deck: `${TOP8}/commander/01-brigid-clachan-s-heart.txt` }],
      },
    ],
  },
  {
    user: 'demo_cordoba',
    firstName: 'Florencia',
    lastName: 'Vera',
    phoneNumber: '0351 15 555-0203',
    cityId: '14014', // Capital, Córdoba
    places: [
      { kind: 'public', name: 'Patio Olmos, patio de comidas', hours: 'viernes 18 a 21' },
      { kind: 'store', name: 'La Guarida del Goblin', hours: 'lunes a sábados 10 a 20' },
    ],
    libraries: [
      {
        name: 'Modern',
        sources: [{ staples: 'staples/modern-metagame-mtggoldfish-2026-07-03.csv', take: 150 }],
      },
      {
        name: 'Para cambiar',
        selling: false,
        trading: true,
        sources: [{ staples: 'staples/pauper-metagame-mtgtop8-2026-07-20.csv', take: 100 }],
      },
      {
        name: 'Busco: Affinity',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/modern/02-affinity.txt` }],
      },
    ],
  },
  {
    user: 'demo_rosario',
    firstName: 'Matías',
    lastName: 'Giménez',
    phoneNumber: '341 555 0204',
    cityId: '82084', // Rosario, Santa Fe
    places: [
      { kind: 'public', name: 'Monumento a la Bandera, escalinata', hours: 'fines de semana' },
    ],
    libraries: [
      {
        name: 'Mazo de Commander',
        sources: [{ export: 'exports/moxfield-deck-export-with-foil.txt' }],
      },
      {
        name: 'Standard',
        trading: true,
        sources: [{ staples: 'staples/standard-metagame-mtgtop8-2026-07-20.csv', take: 150 }],
      },
      {
        name: 'Busco: Mono Red Madness',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/pauper/01-mono-red-madness.txt` }],
      },
    ],
  },
  {
    user: 'demo_mendoza',
    firstName: 'Agustina',
    lastName: 'Rojas',
    phoneNumber: '261 15 555-0205',
    cityId: '50021', // Godoy Cruz, Mendoza
    libraries: [
      {
        name: 'Pauper',
        trading: true,
        sources: [{ staples: 'staples/pauper-metagame-mtggoldfish-2026-07-03.csv', take: 150 }],
      },
      {
        name: 'Carpetas Dragon Shield',
        sources: [{ export: 'exports/dragonshield-no-sep-us-dates.csv' }],
      },
      {
        name: 'Busco: Lands',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/legacy/02-lands.txt` }],
      },
    ],
  },
  {
    user: 'demo_tucuman',
    firstName: 'Nicolás',
    lastName: 'Herrera',
    phoneNumber: '+54 9 381 555-0206',
    cityId: '90084', // Capital, Tucumán
    libraries: [
      {
        name: 'Commander',
        sources: [{ staples: 'staples/commander-metagame-mtgtop8-2026-07-20.csv', take: 200 }],
      },
      { name: 'Mazo Moxfield', sources: [{ export: 'exports/moxfield-deck-export.txt' }] },
      {
        name: 'Busco: Doctor Doom',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/commander/01-doctor-doom-king-of-latveria.txt` }],
      },
    ],
  },
  {
    user: 'demo_bahia',
    firstName: 'Sofía',
    lastName: 'Acosta',
    phoneNumber: '291 555 0207',
    cityId: '06056', // Bahía Blanca, Buenos Aires
    libraries: [
      {
        name: 'Colección italiana',
        trading: true,
        sources: [{ export: 'exports/dragonshield-eu-variant-italian.csv' }],
      },
      {
        name: 'Busco: Boros Aggro',
        buying: true,
        sources: [{ deck: `${TOP8}/modern/01-boros-aggro.txt` }],
      },
    ],
  },
  {
    user: 'demo_riocuarto',
    firstName: 'Tomás',
    lastName: 'Quiroga',
    phoneNumber: '0358 15 555-0208',
    cityId: '14098', // Río Cuarto, Córdoba
    libraries: [
      {
        name: 'Colección grande',
        sources: [{ export: 'exports/dragonshield-large-2026.csv.gz' }],
        singleCopies: true,
      },
      {
        name: 'Busco: Jeskai Lessons',
        buying: true,
        sources: [{ deck: `${GOLDFISH}/standard/01-jeskai-lessons-woe.txt` }],
      },
    ],
  },
];

export const demoEmail = (user: string) => `${user.replace('_', '.')}@example.com`;
