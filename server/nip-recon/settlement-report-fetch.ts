import { DomainError } from '../errors/domain-error';
import type { NipSettings } from '../integrations/payment-integration.repository';
import { NIP_SIGNATURE_HEADER, signNipBody } from '../nip/nip-client';

/** The switch's path of the settlement report (the stand-in serves the same). */
const REPORT_METHOD = 'settlementreport';

/**
 * Fetches one date's settlement report from the tenant's switch: a plain GET of
 * `<endpoint>/settlementreport?date=`, the query string signed like a message body when a secret
 * is set, under the tenant's timeout. Anything but a 200 with text is "the switch did not answer".
 */
export async function fetchSettlementReport(settings: NipSettings, date: string): Promise<string> {
  const query = `date=${date}`;
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (settings.sharedSecret)
    headers[NIP_SIGNATURE_HEADER] = signNipBody(settings.sharedSecret, query);
  const url = `${settings.endpoint.replace(/\/+$/, '')}/${REPORT_METHOD}?${query}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    throw new DomainError(
      'nip_switch_unavailable',
      `The NIP switch did not send the settlement report (${(error as Error).name === 'TimeoutError' ? 'no answer in time' : 'unreachable'}). Nothing was stored; try again in a moment.`,
    );
  }
  if (!response.ok) {
    throw new DomainError(
      'nip_switch_unavailable',
      `The NIP switch refused the settlement report request (HTTP ${response.status}). Nothing was stored.`,
    );
  }
  try {
    return await response.text();
  } catch {
    throw new DomainError(
      'nip_switch_unavailable',
      'The NIP switch stopped sending the settlement report part way. Nothing was stored.',
    );
  }
}
