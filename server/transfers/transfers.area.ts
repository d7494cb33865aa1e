import type { Area } from '../area';
import { transferHandlers } from './transfers.handlers';

/** Transfers between deposit accounts, with the source product's transfer charges. */
export const transfersArea: Area = { name: 'Transfers', handlers: transferHandlers };
