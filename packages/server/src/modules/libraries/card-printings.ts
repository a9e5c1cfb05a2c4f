import { cardPrintingKey } from '@mdc/shared';
import type { Database } from '../../db/client';
import { findPrintingsByIds, resolveNames, type PrintingSummary } from '../catalog/index';

/**
 * What a library card takes from the catalog: the printing chosen in the dialog (referenceId),
 * or, for imported rows, the one set + collector number or the name resolve to. A row the
 * catalog does not know is kept by name, with the set and number it came with.
 */

export interface CardPrintingQuery {
  referenceId: string | null;
  name: string;
  set: string | null;
  collectorNumber: string | null;
}

export interface CardPrinting {
  referenceId: string | null;
  oracleId: string | null;
  /** Identifies the printing of a line: the referenceId, or the name, set and number. */
  printingKey: string;
  name: string;
  setCode: string | null;
  setName: string | null;
  collectorNumber: string | null;
  imageUrls: string[];
  typeLine: string | null;
}

function fromCatalog(printing: PrintingSummary): CardPrinting {
  return {
    referenceId: printing.id,
    oracleId: printing.oracleId,
    printingKey: printing.id,
    name: printing.name,
    setCode: printing.setCode,
    setName: printing.setName,
    collectorNumber: printing.collectorNumber,
    imageUrls: printing.imageUrls,
    typeLine: printing.typeLine,
  };
}

function byName(query: CardPrintingQuery): CardPrinting {
  const setCode = query.set?.toUpperCase() ?? null;
  return {
    referenceId: null,
    oracleId: null,
    printingKey: cardPrintingKey({ ...query, referenceId: null }),
    name: query.name,
    setCode,
    setName: null,
    collectorNumber: query.collectorNumber,
    imageUrls: [],
    typeLine: null,
  };
}

/** Each query's printing, in order; catalog reads only (call it before the write transaction). */
export async function findCardPrintings(
  db: Database,
  queries: CardPrintingQuery[],
): Promise<CardPrinting[]> {
  const byId = await findPrintingsByIds(db, [
    ...new Set(queries.flatMap((query) => (query.referenceId ? [query.referenceId] : []))),
  ]);
  const unresolved = queries.flatMap((query, index) =>
    query.referenceId && byId.has(query.referenceId) ? [] : [index],
  );
  const resolutions = await resolveNames(
    db,
    unresolved.map((index) => queries[index]!),
  );
  const resolved = new Map(unresolved.map((index, i) => [index, resolutions[i]]));
  return queries.map((query, index) => {
    const printing =
      (query.referenceId ? byId.get(query.referenceId) : undefined) ??
      resolved.get(index)?.printing;
    return printing ? fromCatalog(printing) : byName(query);
  });
}
