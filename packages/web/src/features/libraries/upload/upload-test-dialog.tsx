import { UPLOAD_TEXTS, type Library } from '@mdc/shared';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { UploadCardsDialog } from './upload-cards-dialog';
import { aSaleLibrary } from './upload-test-fixtures';

/** The upload dialog, open on `library`, and its two callbacks to look at. */
export function renderUploadDialog(library: Library = aSaleLibrary()) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderPage(
    <UploadCardsDialog open library={library} onClose={onClose} onUploaded={onUploaded} />,
  );
  return { onClose, onUploaded };
}

export const pasteField = () => screen.getByLabelText(UPLOAD_TEXTS.pasteLabel);
export const paste = (text: string) => fireEvent.change(pasteField(), { target: { value: text } });
export const process = () =>
  fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.process }));

/** A row's line by its whole text (its parts are spans that keep codes on one line). */
export const textLine = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
