import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, COMMON_TEXTS, ERRORS, type UserProfile } from '@mdc/shared';
import { Alert, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useUpdateUser } from '../api/update-user';
import { BusyButton } from '../../../components/busy-button';
import { AccountFields } from './account-fields';
import { AlertDigestField } from './alert-digest-field';
import { LocationFields } from './location-fields';
import {
  profileChanges,
  profileFormSchema,
  toProfileFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-form-values';
import { AccountForm } from './account-form';

/** 'Perfil de Usuario': read-only, 'Editar' → editing, 'Guardar Cambios' → saved, read-only. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const updateUser = useUpdateUser();
  const saved = useMemo(() => toProfileFormValues(profile), [profile]);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    // Follows the server's copy: after a save the refetched profile becomes the form.
    values: saved,
    mode: 'onTouched',
  });
  const { isValid, isSubmitted, touchedFields } = form.formState;
  const readOnly = !editing;

  const save = form.handleSubmit((values) =>
    updateUser.mutate(profileChanges(saved, values), {
      onSuccess: (updated) => {
        // A new e-mail stays pending, so the form shows the saved profile, not what was typed.
        form.reset(toProfileFormValues(updated));
        setEditing(false);
        notifySuccess(ACCOUNT_MESSAGES.profileSaved);
      },
      onError: (error) => notifyError(errorMessage(error, ERRORS.internal.message)),
    }),
  );

  return (
    <AccountForm form={form} onSubmit={save}>
      {profile.pendingEmail && (
        <Alert severity="info">{ACCOUNT_MESSAGES.emailChangePending(profile.pendingEmail)}</Alert>
      )}
      <AccountFields
        fields={['firstName', 'lastName', 'user', 'email', 'phoneNumber']}
        readOnly={readOnly}
        required={editing}
      />
      <LocationFields readOnly={readOnly} />
      <AlertDigestField readOnly={readOnly} />
      {editing && !isValid && (isSubmitted || Object.keys(touchedFields).length > 0) && (
        <Alert severity="warning">{ACCOUNT_MESSAGES.formInvalid}</Alert>
      )}
      {editing ? (
        <Stack direction="row" spacing={2}>
          <BusyButton
            busy={updateUser.isPending}
            label="Guardar Cambios"
            busyLabel={COMMON_TEXTS.saving}
            disabled={!isValid}
          />
          <Button
            variant="text"
            disabled={updateUser.isPending}
            onClick={() => {
              form.reset(saved);
              setEditing(false);
            }}
          >
            {COMMON_TEXTS.cancel}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setEditing(true)}
        >
          Editar
        </Button>
      )}
    </AccountForm>
  );
}
