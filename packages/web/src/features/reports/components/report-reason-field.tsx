import { REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXTS as T, type ReportReason } from '@mdc/shared';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * 'Motivo': every reason in view (five short lines read faster than a closed select, and each
 * line is a finger-sized target); `missing` says that one must be chosen.
 */
export function ReportReasonField({
  value,
  onChange,
  missing,
}: {
  value: ReportReason | null;
  onChange: (reason: ReportReason) => void;
  missing: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl error={missing}>
      <FormLabel id={labelId}>{T.reasonLabel}</FormLabel>
      {/* A little air between reasons that wrap onto two lines (a phone). */}
      <RadioGroup
        aria-labelledby={labelId}
        sx={{ gap: 0.5 }}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as ReportReason)}
      >
        {REASONS.map(([reason, label]) => (
          <FormControlLabel key={reason} value={reason} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      {missing && <FormHelperText>{REPORT_MESSAGES.reasonInvalid}</FormHelperText>}
    </FormControl>
  );
}
