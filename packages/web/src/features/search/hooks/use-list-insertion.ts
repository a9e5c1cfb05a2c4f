import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { listOfText } from '../model/inserted-list';

/**
 * A list that arrives in the names input by any means but a paste (which its own handler reads):
 * a drop, a phone keyboard's or autofill's insertion. The browser's `beforeinput` still holds
 * the text with its line breaks, which a one-line input would drop: the insertion is cancelled
 * and the list handed to `onList`, as a paste is.
 */
export function useListInsertion(
  input: RefObject<HTMLInputElement | null>,
  onList: (text: string) => void,
): void {
  const handler = useRef(onList);
  useLayoutEffect(() => {
    handler.current = onList;
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const beforeInput = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertFromPaste') return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const list = listOfText(text);
      if (list === null) return;
      event.preventDefault();
      handler.current(list);
    };
    element.addEventListener('beforeinput', beforeInput);
    return () => element.removeEventListener('beforeinput', beforeInput);
  }, [input]);
}
