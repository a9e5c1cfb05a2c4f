import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

interface ScrollingTableProps {
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  /** How many columns the 'no matches' row spans. */
  columns: number;
  /** What the last row says when no row passes the filter; none while some do. */
  noMatches: string | false;
  sx?: SxProps<Theme>;
  /** The rows. */
  children: ReactNode;
}

/**
 * A screen's table (docs/product/screens.md#tables): it scrolls down past 70vh, its header staying
 * in view, and says so in a row of its own when the filter leaves nothing to show.
 */
export function ScrollingTable({
  label,
  head,
  columns,
  noMatches,
  sx,
  children,
}: ScrollingTableProps) {
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table stickyHeader size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>
          {children}
          {noMatches && (
            <TableRow>
              <TableCell colSpan={columns} align="center">
                {noMatches}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
