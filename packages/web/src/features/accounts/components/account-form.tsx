import { Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * An account screen's form: its fields bound to `form`, one under the other; the schema's Spanish
 * messages stand in for the browser's own checks.
 */
export function AccountForm<Values extends FieldValues, Context, Output>({
  form,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values, Context, Output>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {children}
      </Stack>
    </FormProvider>
  );
}
