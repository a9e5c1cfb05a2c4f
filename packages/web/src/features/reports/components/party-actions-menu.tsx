import BlockIcon from '@mui/icons-material/Block';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { BLOCK_TEXTS, REPORT_TEXTS } from '@mdc/shared';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import type { PartyActionsProps } from '../../../components/party-actions';
import { useUser } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * ⋮ beside another user's name: 'Denunciar' (the user, or the library when `libraryId` is
 * given) and 'Bloquear usuario'. Only for a logged-in visitor, and never about themselves (a
 * wanted list's own page does not know it is theirs).
 */
export function PartyActionsMenu({ user, libraryId }: PartyActionsProps) {
  const { loggedIn } = useSession();
  const me = useUser({ enabled: loggedIn });
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  // The menu item that opened the dialog is gone when it closes: focus goes back to ⋮, once
  // the dialog's own focus trap has let go.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (dialog || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [dialog]);
  if (!loggedIn || !me.data || sameUser(me.data.user, user)) return null;

  const open = (which: 'report' | 'block') => {
    setAnchor(null);
    setDialog(which);
  };
  const close = () => {
    returnFocus.current = true;
    setDialog(null);
  };
  return (
    <>
      <IconButton
        ref={button}
        size="small"
        aria-label={REPORT_TEXTS.actionsLabel(user)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('report')}>
          <ListItemIcon>
            <FlagOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{REPORT_TEXTS.button}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => open('block')}>
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{BLOCK_TEXTS.button}</ListItemText>
        </MenuItem>
      </Menu>
      {dialog === 'report' && <ReportDialog user={user} libraryId={libraryId} onClose={close} />}
      {dialog === 'block' && <BlockDialog user={user} onClose={close} />}
    </>
  );
}
