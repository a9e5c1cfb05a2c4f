import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { lazy, Suspense, useId, useState, type ClipboardEvent } from 'react';
import { PlainField } from './plain-field';

const NamesAutocomplete = lazy(async () => ({
  default: (await import('./names-autocomplete')).NamesAutocomplete,
}));

export interface NamesFieldProps {
  names: string[];
  onNamesChange: (names: string[]) => void;
  input: string;
  onInputChange: (text: string) => void;
  member: boolean;
  error?: string;
}

/**
 * The card names of the panel. The autocomplete (MUI Autocomplete, chips, the lookup) loads
 * when the visitor reaches for the field, so it is not part of the first page's download; until
 * then a plain field of the same look takes the text, and a paste is split into names already.
 */
export function NamesField(props: NamesFieldProps) {
  const id = useId();
  const [wanted, setWanted] = useState(props.names.length > 0);
  const want = () => setWanted(true);
  const paste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    want();
    void import('../model/add-pasted-names').then(({ addPastedNames }) =>
      props.onNamesChange(addPastedNames(props.names, text)),
    );
  };
  const plain = (
    <PlainField
      id={id}
      label={T.namesLabel}
      value={props.input}
      onChange={props.onInputChange}
      helperText={T.namesHint}
      error={props.error}
      onFocus={want}
      onPointerEnter={want}
      onPaste={paste}
    />
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <NamesAutocomplete {...props} id={id} />
    </Suspense>
  );
}
