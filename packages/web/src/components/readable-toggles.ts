/**
 * A ToggleButtonGroup's unselected buttons in the secondary text colour: MUI's default (the
 * "active action" grey, 54% black) reads at 4.49:1 on the page background, under WCAG AA's 4.5:1.
 * The selected button keeps MUI's own colour and background.
 */
export const READABLE_TOGGLES_SX = {
  '& .MuiToggleButton-root:not(.Mui-selected):not(.Mui-disabled)': { color: 'text.secondary' },
} as const;
