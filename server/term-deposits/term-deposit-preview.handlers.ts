import { notBuilt } from './not-built';

export const termDepositPreviewHandlers = notBuilt(['previewTermDeposit']);
