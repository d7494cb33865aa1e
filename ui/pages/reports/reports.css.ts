import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export {
  amount,
  figure,
  figureLabel,
  figures,
  figureValue,
  muted,
  totalRow,
} from '../../components/record.css';

export const stack = style({ display: 'grid', gap: space(5), minWidth: 0 });

/** One group of the catalogue: its heading over its reports' cards. */
export const shelf = style({ display: 'grid', gap: space(3) });

export const shelfTitle = style({ margin: 0, fontSize: '16px', fontWeight: 700 });

export const cards = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gap: space(1.5),
  alignContent: 'start',
  height: '100%',
  padding: space(4),
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
});

export const cardLink = style({
  fontSize: '14.5px',
  fontWeight: 650,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: '13px' });

export const backLine = style({ fontSize: '13px' });

/** The parameters over the report, in a row that wraps. */
export const form = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const formField = style({ minWidth: '180px', flex: '0 1 220px' });

// The Apply button sits level with the inputs, under their labels.
export const formAction = style({ paddingTop: space(6) });

export const downloads = style({
  display: 'flex',
  gap: space(2),
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const problem = style({ color: vars.color.danger, fontSize: '12.5px' });

export const chartCard = style({
  margin: 0,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  padding: space(4),
  display: 'grid',
  gap: space(2),
});

export const chartTitle = style({ margin: 0, fontSize: '15px', fontWeight: 700 });

export const chartBox = style({ width: '100%', height: '280px' });

/**
 * Wide reports scroll inside their frame, never the page sideways: the frame is the containing
 * block of the totals' visually hidden words too, so they scroll with it rather than widen the page.
 */
export const tableFrame = style({ maxWidth: '100%', position: 'relative' });

export const cell = style({ whiteSpace: 'nowrap' });

export const textCell = style({ maxWidth: '360px', whiteSpace: 'normal' });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: space(3),
  flexWrap: 'wrap',
});

export const pageSize = style({ width: '140px' });
