import { MEETING_PLACE_TEXTS as T, MEETING_PLACES_MAX, type MemberPlace } from '@mdc/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { BusyButton } from '../../../components/busy-button';
import { usePlacesEditor } from '../hooks/use-places-editor';
import { PlaceRowFields } from './place-row-fields';

/** The rows, 'Agregar lugar' (up to 5) and 'Guardar lugares' (once something changed). */
export function PlacesEditor({
  saved,
  home,
}: {
  saved: MemberPlace[];
  home: { regionId: string | null; cityId: string | null };
}) {
  const editor = usePlacesEditor(saved, home);
  const full = editor.rows.length >= MEETING_PLACES_MAX;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      {editor.rows.length === 0 && <Typography color="text.secondary">{T.empty}</Typography>}
      {editor.rows.map((row, index) => (
        <PlaceRowFields
          key={row.key}
          row={row}
          position={index + 1}
          errors={editor.errors?.rows[index] ?? {}}
          onChange={(change) => editor.change(index, change)}
          onRemove={() => editor.remove(index)}
        />
      ))}
      {editor.errors?.list && <Alert severity="error">{editor.errors.list}</Alert>}
      {editor.failure && <Alert severity="error">{editor.failure}</Alert>}
      {full && <Typography color="text.secondary">{T.maxReached}</Typography>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" onClick={editor.add} disabled={full || editor.busy}>
          {T.add}
        </Button>
        <BusyButton
          busy={editor.busy}
          label={T.save}
          busyLabel={T.saving}
          disabled={!editor.dirty}
        />
      </Stack>
    </Stack>
  );
}
