import { laterArea } from '../area';

/** The reports center's operations (being built: they answer 501 until they land). */
export const reportHandlers = laterArea('Reports', ['listReports', 'runReport']).handlers;
