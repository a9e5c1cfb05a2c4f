/**
 * The basic lands' names, for the missing cards' dialog to show them apart before sending
 * (docs/product/notifications.md#missing-cards); the server decides by the catalog's type lines.
 */
export const BASIC_LAND_NAMES = [
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Wastes',
  'Snow-Covered Plains',
  'Snow-Covered Island',
  'Snow-Covered Swamp',
  'Snow-Covered Mountain',
  'Snow-Covered Forest',
  'Snow-Covered Wastes',
] as const;

const BASIC_KEYS = new Set(BASIC_LAND_NAMES.map((name) => name.toLowerCase()));

/** Whether a searched name is a basic land's, whatever its case and spaces. */
export const isBasicLandName = (name: string) => BASIC_KEYS.has(name.trim().toLowerCase());
