import type { CardSetOption, LibraryCard } from '@mdc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { clientConfigQueryOptions } from '../../../../lib/client-config';
import { cardSetsQueryOptions } from '../../api/card-sets-query';
import { withPrinting, withSource, type PriceSource } from './card-dialog-price';
import { NEW_CARD_VALUES, valuesFromCard, type CardDialogValues } from './card-dialog-values';

/**
 * The card dialog's values and how choices change them (docs/product/libraries.md#library-page):
 * a chosen name preselects its first printing, a printing or finish proposes its catalog price,
 * and a change of price source converts the typed price at the peso's rate of the day
 * (docs/product/notifications.md#pesos).
 */
export function useCardDialogValues(card: LibraryCard | null) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CardDialogValues>(() =>
    card ? valuesFromCard(card) : NEW_CARD_VALUES,
  );
  const chosenName = useRef(values.name);
  const config = useQuery(clientConfigQueryOptions());
  const exchangeRate = config.data?.exchangeRate ?? 1;
  const arsRate = config.data?.arsRate ?? null;
  const sets = useQuery(cardSetsQueryOptions(values.name));
  const option = sets.data?.find((candidate) => candidate.id === values.referenceId);

  const update = (changes: Partial<CardDialogValues>) => setValues((v) => ({ ...v, ...changes }));
  const reprice = (printing: CardSetOption | undefined, foil: boolean) =>
    setValues((v) => withPrinting(v, printing, foil, exchangeRate, arsRate));

  const chooseName = (name: string) => {
    chosenName.current = name;
    setValues((v) => ({ ...v, name, referenceId: null }));
    if (!name) return;
    void Promise.all([
      queryClient.fetchQuery(cardSetsQueryOptions(name)),
      queryClient.fetchQuery(clientConfigQueryOptions()),
    ]).then(
      ([printings, latest]) => {
        if (chosenName.current !== name) return;
        setValues((v) =>
          withPrinting(v, printings[0], v.foil, latest.exchangeRate, latest.arsRate),
        );
      },
      () => undefined, // the set field shows the failure (its query holds it)
    );
  };

  const chooseSource = (source: PriceSource) => {
    setValues((v) => withSource(v, source, arsRate));
    // An empty own price gets the printing's, in the chosen currency.
    if (values.price === '') reprice(option, values.foil);
  };

  return { values, sets, option, arsRate, update, reprice, chooseName, chooseSource };
}
