/** Text compared without case or accents: 'Éter' and 'eter' are the same. */
export const plainText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
