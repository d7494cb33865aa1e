import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { font, radius, space } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body, #root', { height: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: '14px',
  lineHeight: 1.5,
  background: vars.color.canvas,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.accent });

// A visible ring for keyboard users only; a mouse click leaves no outline behind.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A group of fields (a fieldset) and the browser's check boxes and radios in the console's look
// rather than the browser's grooved border and blue ticks, in both themes.
globalStyle('fieldset', {
  minWidth: 0,
  margin: 0,
  padding: `${space(2.5)} ${space(3)} ${space(3)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
});

globalStyle('legend', { padding: `0 ${space(1)}` });

globalStyle('input[type="checkbox"], input[type="radio"]', {
  accentColor: vars.color.accent,
  width: '16px',
  height: '16px',
  margin: 0,
  verticalAlign: '-3px',
});
