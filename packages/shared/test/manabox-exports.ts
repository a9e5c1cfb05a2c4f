/**
 * ManaBox CSV exports written for the tests from ManaBox's documented header (no real export was
 * at hand): a full export with binders, one binder's export without the binder columns, and a
 * newer version's with Signed, Proxy and Added. The Scryfall IDs are real printings of the
 * catalog's test sets (M10, ELD, PELD).
 */
export const MANABOX_HEADER =
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';

export const SCRYFALL_IDS = {
  boltM10: '435589bb-27c6-4a6d-9d63-394d5092b9d8',
  okoEld271: '95da027e-34c1-4098-827d-1647693ad8f4',
  giantEld: '09fd2d9c-1793-4beb-a3fb-7a869f660cd4',
  islandM10: '172bb1b6-08c3-4ffd-b26d-b1c77dba06c3',
} as const;
const ID = SCRYFALL_IDS;

/** Six cards in three binders, then three lines that are no card and a blank one. */
export const MANABOX_FULL_EXPORT = [
  MANABOX_HEADER,
  `Carpeta roja,binder,Lightning Bolt,M10,Magic 2010,146,normal,common,4,101,${ID.boltM10},0.95,false,false,near_mint,en,USD`,
  `Carpeta roja,binder,"Borrowing 100,000 Arrows",PTK,Portal Three Kingdoms,25,normal,uncommon,1,102,,1.20,false,false,lightly_played,zh,USD`,
  `Mazo Oko,deck,"Oko, Thief of Crowns",eld,Throne of Eldraine,271,foil,mythic,1,103,${ID.okoEld271.toUpperCase()},30.00,false,false,moderately_played,es,EUR`,
  `Mazo Oko,deck,Bonecrusher Giant // Stomp,ELD,Throne of Eldraine,115,etched,rare,2,104,${ID.giantEld},2.50,false,false,heavily_played,ja,USD`,
  `Lista,list,Island,M10,Magic 2010,234,normal,common,10,105,${ID.islandM10},0.10,false,false,damaged,xx,USD`,
  `Lista,list,Opt,XLN,Ixalan,65,normal,common,3,106,not-a-uuid,,false,false,,,`,
  `Lista,list,Counterspell,MH2,Modern Horizons 2,267,normal,uncommon,x,107,,,false,false,near_mint,en,USD`,
  `Lista,list,,MH2,Modern Horizons 2,267,normal,uncommon,1,108,,,false,false,near_mint,en,USD`,
  `Lista,list,Opt,XLN`,
  '',
].join('\r\n');

/** One binder's export: the binder columns left out. */
export const MANABOX_BINDER_EXPORT = [
  'Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
  `Lightning Bolt,M10,Magic 2010,146,foil,common,2,101,${ID.boltM10},1.50,false,false,lightly_played,de,USD`,
  `"Borrowing 100,000 Arrows",PTK,Portal Three Kingdoms,25,normal,uncommon,1,102,,,false,false,near_mint,pt,`,
].join('\n');

/** A newer version's export: Signed, Proxy and Added after the currency. */
export const MANABOX_NEWER_EXPORT = [
  `${MANABOX_HEADER},Signed,Proxy,Added`,
  `Carpeta,binder,Island,M10,Magic 2010,234,normal,common,20,105,${ID.islandM10},0.05,false,false,near_mint,ko,GBP,false,false,2025-03-01 12:00:00`,
  `Carpeta,binder,"Oko, Thief of Crowns",ELD,Throne of Eldraine,197,normal,mythic,1,109,,5.00,false,false,damaged,ru,USD,true,false,2025-03-02 09:30:00`,
].join('\n');
