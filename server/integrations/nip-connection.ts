import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { createNipClient, type NipClient } from '../nip/nip-client';
import { findNipSettings, type NipSettings } from './payment-integration.repository';

/**
 * How every area reaches the switch: read the tenant's settings inside a (short) transaction,
 * then talk to the switch outside it, so no database lock is held while the network answers.
 *
 *   const settings = await inTenantRead(db, tenantId, readNipSettings);
 *   const reply = await nipClientOf(settings).nameEnquiry(...);
 */
export async function readNipSettings(t: TenantTx): Promise<NipSettings> {
  const settings = await findNipSettings(t);
  if (!settings) throw new DomainError('nip_not_configured');
  return settings;
}

/** A client speaking to the tenant's switch with its code, channel, timeout and secret. */
export function nipClientOf(settings: NipSettings, now?: () => Date): NipClient {
  return createNipClient({
    endpoint: settings.endpoint,
    institutionCode: settings.institutionCode,
    channelCode: settings.channelCode,
    timeoutMs: settings.timeoutMs,
    ...(settings.sharedSecret && { sharedSecret: settings.sharedSecret }),
    ...(now && { now }),
  });
}
