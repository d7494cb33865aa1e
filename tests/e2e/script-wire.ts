import type { Browser } from 'playwright-core';

/** One script of a page as it crossed the wire. */
export interface ScriptOnWire {
  readonly url: string;
  /** The answer's Content-Encoding, `identity` when it had none. */
  readonly encoding: string;
  /** Bytes received for it, headers included (CDP's encodedDataLength). */
  readonly wireBytes: number;
  /** Bytes of the body as sent (its Content-Length). */
  readonly bodyBytes: number;
  /** Bytes of the body once decoded, as the browser runs it. */
  readonly decodedBytes: number;
}

interface Seen {
  url: string;
  encoding: string;
  bodyBytes: number;
  decodedBytes: number;
  wireBytes: number | null;
}

/**
 * Loads `/login` in a fresh browser context with the cache off, waits until the sign-in form is
 * there and the network is quiet, and reports every script the page loaded as it came over the
 * wire, read from the Chrome DevTools Protocol's network events. `acceptEncoding` replaces the
 * browser's own Accept-Encoding (`identity` shows what an uncompressed answer costs).
 */
export async function signInScriptsOnWire(
  browser: Browser,
  baseUrl: string,
  acceptEncoding?: string,
): Promise<ScriptOnWire[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, Seen>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const headers = lowerCased(response.headers);
      seen.set(requestId, {
        url: response.url,
        encoding: headers['content-encoding'] ?? 'identity',
        bodyBytes: Number(headers['content-length'] ?? Number.NaN),
        decodedBytes: 0,
        wireBytes: null,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const script = seen.get(requestId);
      if (script) script.decodedBytes += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = seen.get(requestId);
      if (script) script.wireBytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (acceptEncoding) {
      await cdp.send('Network.setExtraHTTPHeaders', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
    }
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = [...seen.values()];
    const unfinished = scripts.filter((script) => script.wireBytes === null);
    if (unfinished.length > 0) {
      throw new Error(`Scripts still loading: ${unfinished.map((s) => s.url).join(', ')}`);
    }
    return scripts.map((script) => ({ ...script, wireBytes: script.wireBytes ?? 0 }));
  } finally {
    await context.close();
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

export const totalOf = (scripts: readonly ScriptOnWire[], field: keyof ScriptOnWire) =>
  scripts.reduce((sum, script) => sum + Number(script[field]), 0);

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
