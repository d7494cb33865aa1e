import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers (captions, prefixes of shortened texts). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
