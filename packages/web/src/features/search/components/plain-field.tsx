import { Box } from '@mui/material';
import type { ClipboardEvent, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';

export interface PlainFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  error?: string;
  onFocus?: (event: FocusEvent) => void;
  onPaste?: (event: ClipboardEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const outline = 'rgba(0, 0, 0, 0.23)';

/** Outlined-field look for a native input: the first page cannot afford MUI's input parts. */
export const plainInputSx = {
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  px: '14px',
  py: '12px',
  border: `1px solid ${outline}`,
  borderRadius: 1,
  bgcolor: 'background.paper',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
} as const;

/** A label above a field, and a line under it: the hint, or the error in its place. */
export function FieldFrame(props: {
  id: string;
  label: string;
  helperText: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box
        component="label"
        htmlFor={props.id}
        sx={{ display: 'block', typography: 'body2', fontWeight: 500, mb: 0.5 }}
      >
        {props.label}
      </Box>
      {props.children}
      <Box
        component="p"
        id={`${props.id}-helper`}
        sx={{
          typography: 'caption',
          m: 0,
          mt: 0.5,
          color: props.error ? 'error.main' : 'text.secondary',
        }}
      >
        {props.error ?? props.helperText}
      </Box>
    </Box>
  );
}

/**
 * A labelled text field on a native input (decision 018: the landing page's fields are on the
 * first page, whose JavaScript budget is tight). An error replaces the hint.
 */
export function PlainField({ inputRef, ...props }: PlainFieldProps) {
  return (
    <FieldFrame {...props}>
      <Box
        component="input"
        ref={inputRef}
        id={props.id}
        type="text"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.onFocus}
        onPaste={props.onPaste}
        onKeyDown={props.onKeyDown}
        onPointerEnter={props.onPointerEnter}
        aria-describedby={`${props.id}-helper`}
        aria-invalid={Boolean(props.error)}
        autoComplete="off"
        sx={plainInputSx}
      />
    </FieldFrame>
  );
}
