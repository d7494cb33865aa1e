import type { Area } from '../area';

/** The bank's capital: its equity accounts, their movements and capital injections. */
export const capitalArea: Area = { name: 'Finance: capital' };
