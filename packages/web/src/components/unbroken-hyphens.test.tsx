import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenHyphens } from './unbroken-hyphens';

describe('UnbrokenHyphens', () => {
  it('keeps each hyphenated word on one line and the text as it was', () => {
    const { container } = render(
      <p>
        <UnbrokenHyphens text="Fable of the Mirror-Breaker // Reflection of Kiki-Jiki" />
      </p>,
    );
    expect(container).toHaveTextContent('Fable of the Mirror-Breaker // Reflection of Kiki-Jiki');
    const unbroken = [...container.querySelectorAll('span')];
    expect(unbroken.map((span) => span.textContent)).toEqual(['Mirror-Breaker', 'Kiki-Jiki']);
    expect(unbroken.every((span) => span.style.whiteSpace === 'nowrap')).toBe(true);
  });
});
