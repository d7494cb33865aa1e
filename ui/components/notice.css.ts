import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const notice = recipe({
  base: {
    padding: `${space(2.5)} ${space(3.5)}`,
    borderRadius: radius.medium,
    border: '1px solid',
    fontSize: '13.5px',
  },
  variants: {
    tone: {
      danger: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        borderColor: 'currentColor',
      },
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warning,
        borderColor: 'currentColor',
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: 'currentColor',
      },
      info: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
});
