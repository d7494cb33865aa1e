import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the nip-recon area answers with (its Area record carries them). */
export const NIP_RECON_ERRORS = {
  nip_recon_run_not_found: { status: 404, message: 'There is no such reconciliation run.' },
  nip_recon_item_not_found: { status: 404, message: 'There is no such reconciliation line.' },
  nip_recon_item_resolved: { status: 409, message: 'This line is already resolved.' },
  nip_recon_action_not_allowed: {
    status: 409,
    message: 'That action does not apply to this line.',
  },
  nip_recon_report_invalid: {
    status: 422,
    message: 'The settlement report cannot be read.',
  },
} as const satisfies ErrorSpecs;
