import { randomInt } from 'node:crypto';
import { passwordProblems } from '../../policies/password-rules';

/** Long enough to be unguessable (about 114 bits), short enough to read out over the phone. */
export const TEMPORARY_PASSWORD_LENGTH = 20;

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand
// (no 0/O, 1/l/I), plus two symbols that survive every keyboard layout.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_';

/**
 * A one-time password from the operating system's random source that passes the password rules
 * for this username. A random draw breaking a rule is all but impossible (it would have to contain
 * the username), so a few tries always suffice; more would mean a broken random source.
 */
export function temporaryPassword(username: string): string {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    let password = '';
    for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i += 1) {
      password += ALPHABET.charAt(randomInt(ALPHABET.length));
    }
    if (passwordProblems(password, { username }).length === 0) return password;
  }
  throw new Error('Could not draw a temporary password that passes the password rules');
}
