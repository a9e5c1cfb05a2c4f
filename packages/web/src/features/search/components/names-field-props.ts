import type { Dispatch, SetStateAction } from 'react';

/** The card names field's props (names-field.tsx), which its autocomplete takes too. */
export interface NamesFieldProps {
  names: string[];
  onNamesChange: Dispatch<SetStateAction<string[]>>;
  input: string;
  onInputChange: (text: string) => void;
  member: boolean;
  error?: string;
}
