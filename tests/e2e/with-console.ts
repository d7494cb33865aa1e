import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type ConsoleServer, startConsoleServer } from './console-server';

/**
 * Starts the console as `npm start` runs it and Chromium before a file's tests, hands both to
 * `use`, and stops both after the file: the setup every browser test file shares.
 */
export function withConsole(use: (server: ConsoleServer, browser: Browser) => void): void {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
