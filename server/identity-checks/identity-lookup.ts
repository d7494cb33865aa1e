import type { IdentityRecord } from '../../policies/identity-match';

/** What one lookup of a BVN or NIN came back with, whichever service answered. */
export type IdentityLookup =
  | { readonly kind: 'found'; readonly responseCode: string; readonly record: IdentityRecord }
  | { readonly kind: 'not-found'; readonly responseCode: string }
  /** The service answered but would not look the number up (our credentials, our request). */
  | { readonly kind: 'refused'; readonly responseCode: string | null; readonly detail: string }
  | {
      readonly kind: 'no-reply';
      readonly reason: 'timeout' | 'unreachable' | 'unreadable';
      readonly detail: string;
    };

/** A fetch that gives up after `timeoutMs`; network failures become a no-reply lookup. */
export async function postWithin(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response | Extract<IdentityLookup, { kind: 'no-reply' }>> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { kind: 'no-reply', reason: 'timeout', detail: `no answer within ${timeoutMs} ms` };
    }
    const cause = (error as { cause?: { code?: string } })?.cause?.code ?? '';
    return { kind: 'no-reply', reason: 'unreachable', detail: cause };
  }
}

/** Joins a base address and a path without doubling the slash. */
export function endpointPath(endpoint: string, path: string): string {
  return `${endpoint.replace(/\/+$/, '')}${path}`;
}

/** The text of a body, or null when reading it fails (the service hung up mid-answer). */
export async function bodyText(response: Response): Promise<string | null> {
  try {
    return await response.text();
  } catch {
    return null;
  }
}
