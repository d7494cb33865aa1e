import type { ReactNode } from 'react';
import * as record from './record.css';

/** One figure of a record's figures row (`record.figures`): its label and value, named for tests. */
export function Figure({
  label,
  name,
  children,
}: {
  label: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className={record.figure} data-figure={name}>
      <dt className={record.figureLabel}>{label}</dt>
      <dd className={record.figureValue}>{children}</dd>
    </div>
  );
}
