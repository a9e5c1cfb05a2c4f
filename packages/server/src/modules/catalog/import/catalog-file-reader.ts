import type { CatalogPrinting, CatalogSet } from './catalog-records';
import {
  formatJsonPath,
  type ContainerKind,
  type JsonPath,
  type RecordHandlers,
  type Route,
} from './json-records';
import { RecordError } from './import-error';
import { MTGJSON_SET_FIELDS, MtgjsonSetReader } from './mtgjson-cards';
import { scryfallCardToPrinting } from './scryfall-cards';

/**
 * Routes the records of any catalog file to its mapper, recognising the format by where the
 * records sit:
 *   MTGJSON set file   {"meta":…,"data":{…set…,"cards":[…]}}
 *   MTGJSON AllPrintings {"meta":…,"data":{"ELD":{…set…,"cards":[…]},…}}
 *   Scryfall bulk      [card,…]  or the samples' {"data":[card,…]}
 */

// AllPrintings keys its sets by code ('10E', 'PLIST', 'CON_'); a set file's own keys are camelCase.
const SET_CODE_KEY = /^[0-9A-Z_]+$/;
const SET_FIELDS = new Set<string>(MTGJSON_SET_FIELDS);

export interface CatalogFileOutput {
  printings: CatalogPrinting[];
  sets: Map<string, CatalogSet>;
}

export class CatalogFileReader implements RecordHandlers {
  private readonly setReaders = new Map<string, MtgjsonSetReader>();
  /** A card list was found (possibly empty: MTGJSON art-series sets have no cards). */
  cardListSeen = false;

  constructor(private readonly out: CatalogFileOutput) {}

  route(path: JsonPath, kind: ContainerKind): Route {
    const route = this.routeOf(path, kind);
    // An MTGJSON set's card list counts even when empty (art-series sets have no cards); a
    // Scryfall list (`[…]`, `{"data":[…]}`) counts once it holds a card.
    if (kind === 'array' && route === 'descend' && path.at(-1) === 'cards') {
      this.cardListSeen = true;
    }
    if (route === 'record') this.cardListSeen = true;
    return route;
  }

  private routeOf(path: JsonPath, kind: ContainerKind): Route {
    const [top, second, third] = path;
    switch (path.length) {
      case 0:
        return 'descend';
      case 1:
        // Scryfall's bare array holds cards; `data` holds a set, sets, or cards.
        if (typeof top === 'number') return kind === 'object' ? 'record' : 'skip';
        return top === 'data' ? 'descend' : 'skip';
      case 2:
        if (typeof second === 'number') return kind === 'object' ? 'record' : 'skip';
        if (second === 'cards' && kind === 'array') return 'descend';
        return kind === 'object' && SET_CODE_KEY.test(String(second)) ? 'descend' : 'skip';
      case 3:
        if (second === 'cards') return 'record';
        return third === 'cards' && kind === 'array' ? 'descend' : 'skip';
      case 4:
        return 'record';
      default:
        return 'skip';
    }
  }

  onScalar(path: JsonPath, value: unknown): void {
    // The only arrays walked into are card lists: a number or a string there is not a card.
    if (typeof path.at(-1) === 'number') {
      throw new RecordError(
        `record ${formatJsonPath(path)}: expected a card object, found ${value === null ? 'null' : typeof value}`,
      );
    }
    if (path[0] !== 'data') return;
    // Set file: data.<field>; AllPrintings: data.<SET>.<field>.
    const field = path.length === 2 ? path[1] : path.length === 3 ? path[2] : undefined;
    if (typeof field === 'string' && SET_FIELDS.has(field)) {
      this.setReaderAt(path.slice(0, -1)).setField(field, value);
    }
  }

  onRecord(path: JsonPath, value: unknown): void {
    const name = (value as { name?: unknown } | null)?.name;
    try {
      this.addRecord(path, value);
    } catch (err) {
      const label = typeof name === 'string' ? ` (${name})` : '';
      throw new RecordError(`record ${formatJsonPath(path)}${label}: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }

  onLeave(path: JsonPath): void {
    const key = formatJsonPath(path);
    const reader = this.setReaders.get(key);
    if (!reader) return;
    this.setReaders.delete(key);
    try {
      const { set, printings } = reader.finish();
      this.out.sets.set(set.code, set);
      this.out.printings.push(...printings);
    } catch (err) {
      throw new RecordError(`${key}: ${(err as Error).message}`, { cause: err });
    }
  }

  private addRecord(path: JsonPath, value: unknown): void {
    // Scryfall cards sit at [i] or data[i]; MTGJSON cards deeper, in a set's "cards".
    if (path.length <= 2) {
      const mapped = scryfallCardToPrinting(value);
      if (!mapped) return;
      const known = this.out.sets.get(mapped.set.code);
      if (!known || (mapped.set.releasedOn ?? '') < (known.releasedOn ?? '')) {
        this.out.sets.set(mapped.set.code, mapped.set);
      }
      this.out.printings.push(mapped.printing);
      return;
    }
    // data.cards[i] or data.<SET>.cards[i]: the set object is the path minus "cards[i]".
    const printing = this.setReaderAt(path.slice(0, -2)).addCard(value);
    if (printing) this.out.printings.push(printing);
  }

  private setReaderAt(setPath: JsonPath): MtgjsonSetReader {
    const key = formatJsonPath(setPath);
    let reader = this.setReaders.get(key);
    if (!reader) {
      reader = new MtgjsonSetReader();
      this.setReaders.set(key, reader);
    }
    return reader;
  }
}
