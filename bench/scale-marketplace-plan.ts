// Who the search benchmark's marketplace adds (scale-marketplace.ts writes them): sellers with
// their profiles' places, drawn by population, their records as trading parties, and their
// libraries' kinds and sizes, from a seeded generator so a rebuild adds the same marketplace.
import fs from 'node:fs';
import { DEMO_DATA_DIR } from '../packages/server/src/demo/demo-data';
import { seededRandom, seedOf, type Random } from '../packages/server/src/demo/random';

/** Approximate share of the population per province (2022 census), for where sellers live. */
const PROVINCE_SHARES: Record<string, number> = {
  'Buenos Aires': 38.2,
  'Ciudad Autónoma de Buenos Aires': 6.8,
  Córdoba: 8.4,
  'Santa Fe': 7.7,
  Mendoza: 4.4,
  Tucumán: 3.8,
  'Entre Ríos': 3.1,
  Salta: 3.1,
  Corrientes: 2.6,
  Misiones: 2.8,
  Chaco: 2.5,
  'Santiago del Estero': 2.3,
  'San Juan': 1.8,
  Jujuy: 1.7,
  'Río Negro': 1.6,
  Neuquén: 1.5,
  Formosa: 1.3,
  Chubut: 1.3,
  'San Luis': 1.2,
  Catamarca: 0.9,
  'La Rioja': 0.8,
  'La Pampa': 0.8,
  'Santa Cruz': 0.8,
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur': 0.4,
};

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Valentina',
  'Santiago',
  'Camila',
  'Facundo',
  'Micaela',
  'Joaquín',
  'Abril',
  'Lautaro',
  'Milagros',
  'Gonzalo',
];
const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'Romero',
  'Sánchez',
  'Álvarez',
  'Torres',
  'Ruiz',
];

interface Place {
  region: string;
  regionId: string;
  city: string;
  cityId: string;
}

function readPlaces(): { place: Place; weight: number }[] {
  const file = `${DEMO_DATA_DIR}/georef/departamentos.json`;
  const { departamentos } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    departamentos: { id: string; nombre: string; provincia: { id: string; nombre: string } }[];
  };
  const perProvince = new Map<string, number>();
  for (const d of departamentos) {
    perProvince.set(d.provincia.nombre, (perProvince.get(d.provincia.nombre) ?? 0) + 1);
  }
  return departamentos.map((d) => ({
    place: { region: d.provincia.nombre, regionId: d.provincia.id, city: d.nombre, cityId: d.id },
    weight: (PROVINCE_SHARES[d.provincia.nombre] ?? 1) / perProvince.get(d.provincia.nombre)!,
  }));
}

function weightedPicker<T>(items: { place: T; weight: number }[], random: Random): () => T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return () => {
    let roll = random.next() * total;
    for (const item of items) if ((roll -= item.weight) < 0) return item.place;
    return items.at(-1)!.place;
  };
}

/** A seller's record (user_reputation) and when the account was made. */
export interface RecordPlan {
  joined: string;
  deliveries: number;
  purchases: number;
  cancellations: number;
  expirations: number;
}

export interface SellerPlan extends Place, RecordPlan {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  disabled: boolean;
}

/** The first month a record starts in: sellers joined over the 47 months up to 2026-11. */
const FIRST_MONTH = Date.UTC(2023, 0, 1);

/**
 * A record spread as a marketplace's would be (the search answer carries each seller's, so its
 * size depends on how varied they are): joined any month since 2023, most with a few deliveries
 * and a few with hundreds, some cancellations and expiries. Drawn from a generator of its own,
 * so the places and libraries are the ones drawn before records existed.
 */
function planRecord(random: Random): RecordPlan {
  const skewed = (max: number, power: number) => Math.floor(max * random.next() ** power);
  const month = new Date(FIRST_MONTH);
  month.setUTCMonth(random.int(0, 46), random.int(1, 28));
  return {
    joined: month.toISOString(),
    deliveries: skewed(300, 4),
    purchases: skewed(80, 3),
    cancellations: random.chance(0.3) ? random.int(1, 4) : 0,
    expirations: random.chance(0.2) ? random.int(1, 6) : 0,
  };
}

export interface LibraryPlan {
  username: string;
  name: string;
  buying: boolean;
  selling: boolean;
  trading: boolean;
  lines: number;
  maxQuantity: number;
}

export interface SellersPlan {
  sellers: SellerPlan[];
  libraries: LibraryPlan[];
}

/** Sellers and libraries until the active sellers' sale and trade libraries hold `lines` lines. */
export function planSellers(lines: number, seed: string): SellersPlan {
  const random = seededRandom(seedOf(seed));
  const records = seededRandom(seedOf(`${seed}:records`));
  const pickPlace = weightedPicker(readPlaces(), random);
  const sellers: SellerPlan[] = [];
  const libraries: LibraryPlan[] = [];
  let listed = 0;
  while (listed < lines) {
    const number = String(sellers.length + 1).padStart(5, '0');
    const seller: SellerPlan = {
      ...pickPlace(),
      ...planRecord(records),
      username: `${seed}_${number}`,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      phone: `11 5${number.slice(1)} ${random.int(1000, 9999)}`,
      disabled: random.chance(0.02),
    };
    sellers.push(seller);
    const count = random.int(1, 3);
    for (let i = 0; i < count && listed < lines; i++) {
      // A collection (100–1000 different cards, one copy each) or a binder of staples (1–4 copies).
      const collection = random.chance(0.6);
      const wanted = collection ? random.int(100, 1000) : random.int(20, 250);
      const size = Math.min(wanted, seller.disabled ? wanted : lines - listed);
      const selling = random.chance(0.8);
      libraries.push({
        username: seller.username,
        name: collection ? `Colección ${i + 1}` : `Carpeta ${i + 1}`,
        buying: false,
        selling,
        trading: !selling || random.chance(0.4),
        lines: size,
        maxQuantity: collection ? 1 : 4,
      });
      if (!seller.disabled) listed += size;
    }
    if (random.chance(0.3)) {
      const base = { username: seller.username, name: 'Busco', selling: false, trading: false };
      libraries.push({ ...base, buying: true, lines: random.int(40, 100), maxQuantity: 4 });
    }
  }
  return { sellers, libraries };
}
