import {
  COMMON_TEXTS,
  LIBRARY_NAME_MAX_LENGTH,
  searchLineOf,
  WANTED_TEXTS as T,
  type SearchItem,
} from '@mdc/shared';
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DialogShell } from '../../../components/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useAddWantedCards } from '../api/add-wanted-cards';
import { useBuyingLibraries } from '../api/get-buying-libraries';

const NEW = 'new';

/**
 * 'Agregar las que faltan' (docs/product/notifications.md#missing-cards): the searched names
 * with the copies wanted, the ones the market cannot cover first, all checked, into a chosen
 * buying library or a new one (named after the search), whose alerts the server turns on.
 */
export function MissingCardsDialog({
  notFound,
  found,
  title,
  onClose,
}: {
  notFound: SearchItem[];
  found: SearchItem[];
  title: string | null;
  onClose: () => void;
}) {
  const libraries = useBuyingLibraries();
  const add = useAddWantedCards();
  const [target, setTarget] = useState(NEW);
  const [name, setName] = useState(T.defaultName(title));
  const [chosen, setChosen] = useState(
    () => new Set([...notFound, ...found].map((card) => card.name)),
  );
  const blankName = target === NEW && name.trim() === '';

  const toggle = (card: string) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(card)) after.add(card);
      return after;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0 || blankName || add.isPending) return;
    const library = target === NEW ? { name: name.trim() } : { libraryId: target };
    add.mutate(
      {
        ...library,
        cards: [...notFound, ...found].filter((card) => chosen.has(card.name)),
      },
      {
        onSuccess: ({ library: saved, added }) => {
          notifySuccess(T.done(added, saved.name));
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error, T.failed)),
      },
    );
  };
  const group = (label: string, cards: SearchItem[]) =>
    cards.length > 0 && (
      <FormGroup sx={{ mt: 1 }}>
        <FormLabel component="legend">{label}</FormLabel>
        {cards.map((card) => (
          <FormControlLabel
            key={card.name}
            label={searchLineOf(card)}
            control={
              <Checkbox checked={chosen.has(card.name)} onChange={() => toggle(card.name)} />
            }
          />
        ))}
      </FormGroup>
    );

  return (
    <DialogShell
      title={T.title}
      busy={add.isPending}
      onClose={onClose}
      closeLabel={COMMON_TEXTS.cancel}
      confirm={{
        label: add.isPending ? T.adding : T.confirm,
        disabled: chosen.size === 0 || blankName,
      }}
      onSubmit={submit}
      size={{ fullWidth: true, maxWidth: 'sm' }}
    >
      <Typography sx={{ mb: 2 }}>{T.intro}</Typography>
      <TextField
        select
        label={T.library}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        fullWidth
        margin="dense"
      >
        <MenuItem value={NEW}>{T.newLibrary}</MenuItem>
        {(libraries.data ?? []).map((library) => (
          <MenuItem key={library.internalId} value={library.internalId}>
            {library.name}
          </MenuItem>
        ))}
      </TextField>
      {target === NEW && (
        <TextField
          label={T.newName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: LIBRARY_NAME_MAX_LENGTH } }}
          required
          fullWidth
          margin="dense"
        />
      )}
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mt: 2 }}>
          {T.cards}
        </Typography>
        {group(T.notFound, notFound)}
        {group(T.found, found)}
      </fieldset>
    </DialogShell>
  );
}
