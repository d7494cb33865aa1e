import { laterArea } from '../area';

/** The tenant's connections to outside systems: the NIP switch (endpoint, code, secret, test). */
export const integrationsArea = laterArea('Integrations: the connection to the NIP switch', [
  'getPaymentIntegration',
  'savePaymentIntegration',
  'testPaymentIntegration',
  'refreshBanks',
]);
