import { fireEvent, render, screen } from '@testing-library/react';
import { cardImageUrl } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { CardImage } from './card-image';

const url = cardImageUrl('09fd2d9c-1793-4beb-a3fb-7a869f660cd4');

describe('CardImage', () => {
  it('shows the Scryfall image, named by the card', () => {
    render(<CardImage src={url} name="Bonecrusher Giant // Stomp" />);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Bonecrusher Giant // Stomp' });
    expect(image.tagName).toBe('IMG');
    expect(image.src).toBe(url);
  });

  it('shows a card-shaped placeholder with the name when the image cannot load', () => {
    render(<CardImage src={url} name="Relámpago" width={146} />);
    fireEvent.error(screen.getByRole('img', { name: 'Relámpago' }));
    const placeholder = screen.getByRole('img', { name: 'Relámpago' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.textContent).toBe('Relámpago');
  });

  it('shows the placeholder when the card has no image', () => {
    render(<CardImage src={null} name="Carta sin imagen" />);
    expect(screen.getByRole('img', { name: 'Carta sin imagen' }).tagName).toBe('DIV');
  });

  it('tries again when given another image', () => {
    const { rerender } = render(<CardImage src={url} name="Island" />);
    fireEvent.error(screen.getByRole('img', { name: 'Island' }));
    rerender(
      <CardImage src={cardImageUrl('ad0b7076-03b9-4a8b-a55c-6cba0b8162e8')} name="Island" />,
    );
    expect(screen.getByRole('img', { name: 'Island' }).tagName).toBe('IMG');
  });
});
