import { Box, Typography } from '@mui/material';
import { useState } from 'react';

/**
 * A card's picture from Scryfall's CDN. When there is no URL, or the image cannot load
 * (offline, blocked, missing), a card-shaped placeholder with the card's name takes its place,
 * so a grid of cards keeps its shape and stays readable.
 */

// A Magic card is 63 × 88 mm.
const CARD_RATIO = '63 / 88';

export interface CardImageProps {
  /** Image URL, usually the first of a card's `images`. */
  src: string | null | undefined;
  name: string;
  /** Width in px or any CSS width; the height follows the card's shape. */
  width?: number | string;
}

export function CardImage({ src, name, width = '100%' }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shape = { width, aspectRatio: CARD_RATIO, borderRadius: '4.5% / 3.2%' };

  if (!src || failedSrc === src) {
    // A thumbnail (a table's 48 px picture) gets a thin frame, so the name has the room.
    const thumbnail = typeof width === 'number' && width < 100;
    // The name's size follows the card's: whole words in a 48 px thumbnail too, its longest word
    // on one line (a bold letter is up to ~0.8 em wide): never 'Wildspeake / r'.
    const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
    const wordFits = `${Math.round(120 / Math.max(longestWord, 1))}cqi`;
    return (
      <Box
        role="img"
        aria-label={name}
        sx={{
          ...shape,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: thumbnail ? '1px' : 1,
          boxSizing: 'border-box',
          overflow: 'hidden',
          bgcolor: 'grey.200',
          border: `${thumbnail ? 2 : 6}px solid`,
          borderColor: 'grey.800',
          containerType: 'inline-size',
        }}
      >
        <Typography
          aria-hidden
          variant="body2"
          sx={{
            textAlign: 'center',
            fontWeight: 600,
            color: 'grey.800',
            fontSize: `clamp(min(0.5rem, ${wordFits}), min(15cqi, ${wordFits}), 0.875rem)`,
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
          }}
        >
          {name}
        </Typography>
      </Box>
    );
  }

  return (
    <Box
      component="img"
      src={src}
      alt={name}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ ...shape, display: 'block', objectFit: 'cover', bgcolor: 'grey.200' }}
    />
  );
}
