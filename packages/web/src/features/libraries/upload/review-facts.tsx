import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

// Kept on one line: a separator never starts a line, a code or number is never cut ('#DDR-7').
export const Whole = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

export interface ReviewFact {
  /** Text that may wrap (a long set name), before `whole`. */
  text?: string;
  whole: string;
}

/**
 * A row's facts, 'Eighth Edition (8ED) #11 · NM · en · USD 0.35': each one wraps as a whole
 * (a set name between its words), its separator with it.
 */
export function ReviewFacts({ facts }: { facts: ReviewFact[] }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {fact.text && `${fact.text} `}
          <Whole>
            {fact.whole}
            {index < facts.length - 1 && ' ·'}
          </Whole>
        </Fragment>
      ))}
    </Typography>
  );
}
