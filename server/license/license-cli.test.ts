import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyLicenseKey } from './license-key';

/**
 * scripts/license.ts run end to end as the vendor runs it, in a fresh process, so argument
 * parsing, files, stdout and exit codes are all exercised together.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'kobo-license-'));
const keysDir = join(workDir, 'keys');

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function runCli(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/license.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm run license', { timeout: 60_000 }, () => {
  it('makes a key pair, issues a license with it and verifies that license', () => {
    const keygen = runCli('keygen', '--out', keysDir);
    expect(keygen.stderr).toBe('');
    expect(keygen.status).toBe(0);
    const privatePath = join(keysDir, 'vendor-private.pem');
    const publicPath = join(keysDir, 'vendor-public.pem');
    if (process.platform !== 'win32') {
      expect(statSync(privatePath).mode & 0o777).toBe(0o600);
    }

    const issued = runCli(
      ...['issue', '--key', privatePath, '--tenant', 'acme', '--name', 'Acme MFB'],
      ...['--features', 'accounts,LOANS', '--valid-until', '2099-12-31'],
      ...['--trial-expires-at', '2099-01-31', '--license-id', 'lic-42'],
    );
    expect(issued.stderr).toBe('');
    expect(issued.status).toBe(0);
    const key = issued.stdout.trim();
    const { document } = verifyLicenseKey(key, [readFileSync(publicPath, 'utf8')]);
    expect(document).toMatchObject({
      licenseId: 'lic-42',
      tenantId: 'acme',
      tenantName: 'Acme MFB',
      features: ['ACCOUNTS', 'LOANS'],
      status: 'TRIAL',
      trialExpiresAt: '2099-01-31T23:59:59.999Z',
      validUntil: '2099-12-31T23:59:59.999Z',
    });

    const verified = runCli('verify', '--public', publicPath, '--key', key);
    expect(verified.status).toBe(0);
    expect(verified.stdout).toContain('"tenantId": "acme"');
    expect(verified.stdout.trim().endsWith('OK')).toBe(true);
  });

  it('refuses to overwrite an existing key pair', () => {
    const again = runCli('keygen', '--out', keysDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('refusing to overwrite');
  });

  it("prints the error code and exits 1 for another vendor's license", () => {
    const otherDir = join(workDir, 'other');
    expect(runCli('keygen', '--out', otherDir).status).toBe(0);
    const issued = runCli(
      ...['issue', '--key', join(otherDir, 'vendor-private.pem'), '--tenant', 'acme'],
      ...['--name', 'Acme MFB', '--features', 'ALL', '--valid-until', '2099-12-31T00:00:00Z'],
    );
    expect(issued.status).toBe(0);
    const result = runCli(
      ...['verify', '--public', join(keysDir, 'vendor-public.pem')],
      ...['--key', issued.stdout.trim()],
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('license_signature_invalid');
  });

  it.each([
    ['an unknown flag', ['keygen', '--out', keysDir, '--force'], 'Unknown option'],
    ['an unknown command', ['renew'], 'unknown command: renew'],
    ['no command', [], 'no command given'],
    ['a missing flag', ['issue', '--tenant', 'acme'], '--key is required'],
    [
      'an unknown feature',
      ['issue', '--key', join(keysDir, 'vendor-private.pem'), '--tenant', 'acme', '--name', 'A'],
      'unknown features: CARDS',
      ['--features', 'CARDS', '--valid-until', '2099-12-31'],
    ],
    [
      'a bad date',
      ['issue', '--key', join(keysDir, 'vendor-private.pem'), '--tenant', 'acme', '--name', 'A'],
      '--valid-until must be YYYY-MM-DD',
      ['--features', 'ALL', '--valid-until', '31/12/2099'],
    ],
    [
      'a date in the past',
      ['issue', '--key', join(keysDir, 'vendor-private.pem'), '--tenant', 'acme', '--name', 'A'],
      'is already in the past',
      ['--features', 'ALL', '--valid-until', '2020-01-01'],
    ],
    [
      'a public key given as the signing key',
      ['issue', '--key', join(keysDir, 'vendor-public.pem'), '--tenant', 'acme', '--name', 'A'],
      'the signing key is not a PEM private key',
      ['--features', 'ALL', '--valid-until', '2099-12-31'],
    ],
  ])('exits 1 with a clear message for %s', (_, args, message, more = []) => {
    const result = runCli(...args, ...more);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('prints the usage for --help', () => {
    const result = runCli('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run license -- <command>');
  });
});
