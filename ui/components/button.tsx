import type { ButtonHTMLAttributes } from 'react';
import { button } from './button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'small' | 'medium';
  wide?: boolean;
};

/** The console's one button; `type` defaults to button so no form submits by accident. */
export function Button({ tone, size, wide, className, type = 'button', ...rest }: Props) {
  const classes = [button({ tone, size, wide }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
