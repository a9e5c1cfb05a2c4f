import BlockIcon from '@mui/icons-material/Block';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { BLOCK_TEXTS, REPORT_TEXTS } from '@mdc/shared';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState } from 'react';
import {
  PartyActionsRoom,
  type PartyActionsProps,
  type PartyPlace,
} from '../../../components/party-actions';
import { useUser } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { openPartyDialog } from '../model/party-dialog';

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * ⋮ beside another user's name: 'Denunciar' (the user, or the library when `libraryId` is
 * given), each meeting point shown with him ('Denunciar el lugar …') and 'Bloquear usuario'.
 * Only for a logged-in visitor, and never about themselves (a wanted list's own page does not
 * know it is theirs); its room is held while the account loads. The dialogs open in
 * PartyDialogHost, above the screen, not here: this menu's row may give way to a card while one
 * is open.
 */
export function PartyActionsMenu({ user, libraryId, places = [] }: PartyActionsProps) {
  const { loggedIn } = useSession();
  const me = useUser({ enabled: loggedIn });
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!loggedIn) return null;
  if (!me.data) return me.isPending ? <PartyActionsRoom /> : null;
  if (sameUser(me.data.user, user)) return null;

  const open = (which: 'report' | 'block', place?: PartyPlace) => {
    setAnchor(null);
    openPartyDialog({ which, user, libraryId, place, opener: button.current });
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
        {places.map((place) => (
          <MenuItem key={place.placeId} onClick={() => open('report', place)}>
            <ListItemIcon>
              <FlagOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText sx={{ whiteSpace: 'normal' }}>
              {REPORT_TEXTS.placeButton(place.name)}
            </ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => open('block')}>
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{BLOCK_TEXTS.button}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
