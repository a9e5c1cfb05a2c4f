import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { publicLibraryPath, SEARCH_SCREEN_TEXTS as T, type RecommendedCard } from '@mdc/shared';
import { Box, IconButton, Link } from '@mui/material';
import { useRef, useState, type TouchEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardImage } from '../../../components/card-image';
import { carouselSlots, swipeStep, visibleSlots, wrapIndex } from '../model/carousel';

const ITEM_WIDTH = 150;

/**
 * The side cards a screen has room for: a card whose middle would fall outside the stage (under
 * the buttons) is left out, so every card shown can be clicked (at 375 px the outer
 * cards sat under 'Anterior recomendada'). All seven from 768 px, five from 600 px, three below.
 */
const shownFrom = (distance: number) =>
  distance >= 3
    ? { xs: 'none', md: 'block' }
    : distance === 2
      ? { xs: 'none', sm: 'block' }
      : 'block';

/**
 * A 3D carousel of card images: the centre card in front, three each side turned away; the
 * buttons or a swipe turn it, cyclically. Each card opens its seller's public library.
 */
export function CardCarousel({ cards }: { cards: RecommendedCard[] }) {
  const slots = carouselSlots(cards);
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const move = (step: number) => setIndex((current) => wrapIndex(current, step, slots.length));
  const touchStart = (event: TouchEvent) => (touchX.current = event.touches[0]?.clientX ?? null);
  const touchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    if (touchX.current !== null && end !== undefined) move(swipeStep(end - touchX.current));
    touchX.current = null;
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label={T.recommendedPrevious} onClick={() => move(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        data-testid="carousel-stage"
        onTouchStart={touchStart}
        onTouchEnd={touchEnd}
        sx={{
          position: 'relative',
          flex: 1,
          height: ITEM_WIDTH * 1.5,
          perspective: '1000px',
          overflow: 'hidden',
          touchAction: 'pan-y',
        }}
      >
        {visibleSlots(index, slots.length).map(({ offset, slot }) => {
          const card = slots[slot]!;
          const distance = Math.abs(offset);
          return (
            <Link
              key={offset}
              component={RouterLink}
              to={publicLibraryPath(card.libraryId)}
              aria-label={T.recommendedLink(card.cardName)}
              tabIndex={offset === 0 ? 0 : -1}
              data-offset={offset}
              sx={{
                display: shownFrom(distance),
                position: 'absolute',
                left: '50%',
                top: 0,
                width: ITEM_WIDTH,
                zIndex: 10 - distance,
                // Dimmed a little only: a card's name must stay readable (4.5:1) when its
                // image does not load.
                opacity: 1 - distance * 0.07,
                transition: 'transform 300ms',
                transform: `translateX(calc(-50% + ${offset * 55}%)) rotateY(${-offset * 25}deg) scale(${1 - distance * 0.12})`,
              }}
            >
              <CardImage src={card.images[0]} name={card.cardName} width={ITEM_WIDTH} />
            </Link>
          );
        })}
      </Box>
      <IconButton aria-label={T.recommendedNext} onClick={() => move(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
