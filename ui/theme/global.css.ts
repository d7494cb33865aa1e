import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { font } from './tokens';

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
