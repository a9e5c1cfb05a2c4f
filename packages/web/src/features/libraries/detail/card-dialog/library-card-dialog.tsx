import {
  addCardDialogPrice,
  LIBRARY_DETAIL_TEXTS as T,
  type CardSetOption,
  type Library,
  type LibraryCard,
} from '@mdc/shared';
import { Alert, Box, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardImage } from '../../../../components/card-image';
import { DialogShell } from '../../../../components/dialog-shell';
import { priceHistoryQueryOptions } from '../../../../components/price-history/get-price-history';
import { PriceTrend } from '../../../../components/price-history/price-trend';
import { errorMessage } from '../../../../lib/api-client';
import { CardDetailsFields } from './card-details-fields';
import { priceError } from './card-dialog-price';
import { quantityError } from './card-dialog-values';
import { CardNameField } from './card-name-field';
import { CardPriceFields } from './card-price-fields';
import { CardSetField } from '../../components/card-set-field';
import { useCardDialogValues } from './use-card-dialog-values';
import { useSaveLibraryCard } from './use-save-library-card';

/**
 * The add/edit card dialog (docs/product/libraries.md#library-page). New: a catalog name, then its
 * printings (the first chosen, its price × the exchange rate proposed, in dollars or in pesos at
 * the rate of the day, docs/product/notifications.md#pesos). Edit: the name is read-only. A
 * buying library's card has no price or condition. The server's refusal (limit, duplicate) stays
 * in the dialog.
 */
export function LibraryCardDialog({
  library,
  card,
  onClose,
}: {
  library: Library;
  /** The card to edit; null adds a new one. */
  card: LibraryCard | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const buying = library.buying;
  const { values, sets, option, arsRate, update, reprice, chooseName, chooseSource } =
    useCardDialogValues(card);
  const [priceTouched, setPriceTouched] = useState(false);
  const save = useSaveLibraryCard(library, card, onClose);
  // One printing's history: the dialog shows one card, so one request per printing and finish.
  const history = useQuery(priceHistoryQueryOptions(values.referenceId, values.foil));
  const options = sets.data ?? [];

  const priceProblem = buying ? null : priceError(values);
  const quantityProblem = quantityError(values);
  const needsSet = !card && values.referenceId === null;
  const valid = values.name !== '' && !needsSet && !priceProblem && !quantityProblem;
  const noCatalogPrice =
    option && values.priceSource !== 'ck' && addCardDialogPrice(option, values.foil, 1) === null;

  const submit = () => {
    setPriceTouched(true);
    if (!valid || save.isPending) return;
    save.send(values, option);
  };

  const busy = save.isPending;
  return (
    <DialogShell
      title={card ? T.editTitle : T.newTitle}
      busy={busy}
      onClose={onClose}
      closeLabel={T.cancel}
      confirm={{ label: busy ? T.saving : T.save, onClick: submit, disabled: !valid }}
      size={{ fullWidth: true, fullScreen: phone, maxWidth: 'md' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1 }}>
        <Box
          sx={{
            width: { xs: 140, sm: 220 },
            flexShrink: 0,
            // On a phone the picture waits for a card, so the name field is seen first.
            display: { xs: values.name ? 'block' : 'none', sm: 'block' },
            alignSelf: { xs: 'center', sm: 'flex-start' },
          }}
        >
          <CardImage src={option?.image[0] ?? card?.images[0]} name={values.name || T.newTitle} />
        </Box>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          {card ? (
            <TextField
              label={T.nameLabel}
              value={card.cardName}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ) : (
            <CardNameField value={values.name} onChoose={chooseName} disabled={busy} />
          )}
          <CardSetField
            options={options}
            value={values.referenceId}
            disabled={busy || sets.isFetching}
            error={sets.isError}
            helperText={setHelperText(values.name, sets)}
            onChoose={(printing) => reprice(printing, values.foil)}
          />
          <CardDetailsFields
            values={values}
            buying={buying}
            disabled={busy}
            onChange={update}
            onFoilChange={(foil) => reprice(option, foil)}
          />
          <PriceTrend history={history.data} />
          {!buying && (
            <CardPriceFields
              values={values}
              rate={arsRate}
              error={priceTouched ? priceProblem : null}
              hint={noCatalogPrice ? T.setWithoutPrice : null}
              disabled={busy}
              onSourceChange={chooseSource}
              onPriceChange={(price) => {
                setPriceTouched(true);
                update({ price });
              }}
              onPriceBlur={() => setPriceTouched(true)}
            />
          )}
          {save.isError && <Alert severity="error">{errorMessage(save.error, T.saveFailed)}</Alert>}
        </Stack>
      </Stack>
    </DialogShell>
  );
}

function setHelperText(
  name: string,
  sets: { isFetching: boolean; isError: boolean; data?: CardSetOption[] },
): string | undefined {
  if (!name) return undefined;
  if (sets.isFetching) return T.setsLoading;
  if (sets.isError) return T.setsFailed;
  if (sets.data?.length === 0) return T.noSets;
  return undefined;
}
