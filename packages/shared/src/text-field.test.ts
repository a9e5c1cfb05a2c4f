import { describe, expect, it } from 'vitest';
import { isStorableText, TEXT_MESSAGES, textField } from './text-field';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isStorableText', () => {
  it('refuses the null byte and every other C0 control in single-line text', () => {
    for (const code of [0x00, 0x01, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f]) {
      expect(isStorableText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        false,
      );
    }
  });

  it('lets multi-line text keep tab and line breaks, and nothing else', () => {
    expect(isStorableText('1 Sol Ring\r\n1\tIsland\n', { multiline: true })).toBe(true);
    expect(isStorableText('1 Sol Ring\u0000', { multiline: true })).toBe(false);
    expect(isStorableText('\u000b', { multiline: true })).toBe(false);
  });

  it('refuses lone surrogates and keeps paired ones (emoji, rare scripts)', () => {
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
    expect(isStorableText('\uDBFF')).toBe(false);
    expect(isStorableText('🃏 Relámpago 稲妻')).toBe(true);
  });
});

describe('textField', () => {
  it('answers the Spanish message before the field rules', () => {
    const schema = textField({ error: 'Requerido' }).trim().min(1, 'Requerido').max(3, 'Largo');
    expect(firstMessage(schema.safeParse('\u0000'))).toBe(TEXT_MESSAGES.unstorable);
    expect(firstMessage(schema.safeParse('abcdef\u0000'))).toBe(TEXT_MESSAGES.unstorable);
    expect(TEXT_MESSAGES.unstorable).toBe('El texto contiene caracteres no permitidos.');
  });

  it('keeps the field rules and their messages otherwise', () => {
    const schema = textField({ error: 'Requerido' }).trim().min(1, 'Requerido').max(3, 'Largo');
    expect(schema.parse(' abc ')).toBe('abc');
    expect(firstMessage(schema.safeParse('   '))).toBe('Requerido');
    expect(firstMessage(schema.safeParse('abcd'))).toBe('Largo');
    expect(firstMessage(schema.safeParse(42))).toBe('Requerido');
  });

  it('accepts line breaks only when multi-line', () => {
    expect(textField().safeParse('a\nb').success).toBe(false);
    expect(textField({ multiline: true }).parse('a\nb')).toBe('a\nb');
  });
});
