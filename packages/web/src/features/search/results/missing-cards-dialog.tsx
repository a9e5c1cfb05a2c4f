import {
  COMMON_TEXTS,
  isBasicLandName,
  LIBRARY_NAME_MAX_LENGTH,
  WANTED_TEXTS as T,
  type SearchItem,
} from '@mdc/shared';
import { Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DialogShell } from '../../../components/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useAddWantedCards } from '../api/add-wanted-cards';
import { useBuyingLibraries } from '../api/get-buying-libraries';
import { MissingCardsGroup } from './missing-cards-group';

const NEW = 'new';

/**
 * 'Agregar las que faltan' (docs/product/notifications.md#missing-cards): the searched names
 * with the copies wanted, the ones the market cannot cover first, all checked, into a chosen
 * buying library or a new one (named after the search), whose alerts the server turns on. Basic
 * lands stay out (shown unchecked) unless 'Incluir tierras básicas' is checked.
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
  const cards = [...notFound, ...found];
  const [chosen, setChosen] = useState(() => new Set(cards.map((card) => card.name)));
  const [basicLands, setBasicLands] = useState(false);
  const hasBasicLands = cards.some((card) => isBasicLandName(card.name));
  const held = (card: SearchItem) => !basicLands && isBasicLandName(card.name);
  const checked = (card: SearchItem) => chosen.has(card.name) && !held(card);
  const picked = cards.filter(checked);
  const blankName = target === NEW && name.trim() === '';

  const toggle = (card: SearchItem) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(card.name)) after.add(card.name);
      return after;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0 || blankName || add.isPending) return;
    const library = target === NEW ? { name: name.trim() } : { libraryId: target };
    add.mutate(
      { ...library, cards: picked, basicLands },
      {
        onSuccess: ({ library: saved, added }) => {
          notifySuccess(T.done(added, saved.name));
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error, T.failed)),
      },
    );
  };
  const group = (label: string, items: SearchItem[]) => (
    <MissingCardsGroup
      label={label}
      cards={items}
      checked={checked}
      held={held}
      onToggle={toggle}
    />
  );

  return (
    <DialogShell
      title={T.title}
      busy={add.isPending}
      onClose={onClose}
      closeLabel={COMMON_TEXTS.cancel}
      confirm={{
        label: add.isPending ? T.adding : T.confirm,
        disabled: picked.length === 0 || blankName,
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
        {hasBasicLands && (
          <FormControlLabel
            label={T.basicLands}
            control={
              <Checkbox
                checked={basicLands}
                onChange={(event) => setBasicLands(event.target.checked)}
              />
            }
          />
        )}
        {group(T.notFound, notFound)}
        {group(T.found, found)}
      </fieldset>
    </DialogShell>
  );
}
