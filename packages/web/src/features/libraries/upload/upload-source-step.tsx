import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { UPLOAD_FILE_TYPES, UPLOAD_TEXTS } from '@mdc/shared';
import { useRef, type ChangeEvent } from 'react';
import type { ProblemPlace } from './process-import';

export interface SourceState {
  file: File | null;
  text: string;
}

interface UploadSourceStepProps {
  source: SourceState;
  onChange: (source: SourceState) => void;
  processing: boolean;
  problem: { message: string; place: ProblemPlace } | null;
  onProcess: () => void;
  onCancel: () => void;
}

/** First step: a file (.txt or .csv export) or pasted text, then 'Procesar'. */
export function UploadSourceStep({
  source,
  onChange,
  processing,
  problem,
  onProcess,
  onCancel,
}: UploadSourceStepProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) is a change.
    event.target.value = '';
    if (file) onChange({ ...source, file });
  };
  const pasteError = problem?.place === 'paste' ? problem.message : undefined;

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{UPLOAD_TEXTS.pasteHelp}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={processing}
              onClick={() => fileInput.current?.click()}
            >
              {UPLOAD_TEXTS.chooseFile}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept={UPLOAD_FILE_TYPES}
              aria-label={UPLOAD_TEXTS.chooseFile}
              onChange={chooseFile}
            />
            {source.file && (
              <>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{source.file.name}</Typography>
                <Button
                  size="small"
                  onClick={() => onChange({ ...source, file: null })}
                  disabled={processing}
                >
                  {UPLOAD_TEXTS.removeFile}
                </Button>
              </>
            )}
          </Stack>
          <TextField
            label={UPLOAD_TEXTS.pasteLabel}
            multiline
            minRows={6}
            maxRows={14}
            value={source.text}
            onChange={(event) => onChange({ ...source, text: event.target.value })}
            disabled={processing || source.file !== null}
            error={pasteError !== undefined}
            helperText={pasteError}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {processing && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>{UPLOAD_TEXTS.processing}</Typography>
            </Stack>
          )}
          {problem?.place === 'alert' && <Alert severity="error">{problem.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{UPLOAD_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={onProcess} disabled={processing}>
          {UPLOAD_TEXTS.process}
        </Button>
      </DialogActions>
    </>
  );
}
