import type { Area } from '../area';

/** Inward NIP transfers: the switch's name enquiries and credits to our customers' accounts. */
export const nipInwardArea: Area = { name: 'NIP inward transfers' };
