import { describe, expect, it } from 'vitest';
import { uploadSuccessMessage } from './upload-texts';

describe('the upload’s message', () => {
  it('counts lines and copies when every line is new', () => {
    expect(uploadSuccessMessage(273, 0, 372)).toBe('Se cargaron 273 líneas, 372 copias.');
    expect(uploadSuccessMessage(1, 0, 1)).toBe('Se cargó 1 línea, 1 copia.');
    expect(uploadSuccessMessage(1, 0, 4)).toBe('Se cargó 1 línea, 4 copias.');
  });

  it('says how the library’s copies changed when lines were updated (their difference)', () => {
    expect(uploadSuccessMessage(250, 23, 340)).toBe(
      'Se cargaron 273 líneas (250 nuevas, 23 actualizadas): la biblioteca tiene 340 copias más.',
    );
    expect(uploadSuccessMessage(0, 1, -1)).toBe(
      'Se cargó 1 línea (1 actualizada): la biblioteca tiene 1 copia menos.',
    );
    expect(uploadSuccessMessage(0, 2, 0)).toBe(
      'Se cargaron 2 líneas (2 actualizadas): la biblioteca tiene las mismas copias.',
    );
  });
});
