import type { Dispatch, SetStateAction } from 'react';

/** The card names field's props (names-field.tsx), which its autocomplete takes too. */
export interface NamesFieldProps {
  /** The chips: a line each, '4 Counterspell' or a name alone. */
  names: string[];
  onNamesChange: Dispatch<SetStateAction<string[]>>;
  input: string;
  onInputChange: (text: string) => void;
  member: boolean;
  /** A pasted deck list's sideboard counts too. */
  sideboard: boolean;
  error?: string;
}
