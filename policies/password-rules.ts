/** The password rules, shown on the change-password page before submit and enforced by the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordProblem {
  readonly code: string;
  readonly message: string;
}

/** The rules as people read them, in the order the page lists them. */
export const PASSWORD_RULES: readonly string[] = [
  `At least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters.`,
  'Not your username, and not containing it.',
  'Not a commonly used password.',
  'Different from your current password.',
];

// The most used passwords of public breach lists that are 12 characters or longer (shorter ones
// fail the length rule anyway), compared case-insensitively.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qwertyuiopasdfghjkl',
  'qwertyuiop123',
  'qwerty123456',
  'qwertyuiopas',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password@123',
  'password@1234',
  'p@ssw0rd1234',
  'p@ssword1234',
  'iloveyou1234',
  'administrator',
  'administrator1',
  'admin1234567',
  'admin@123456',
  'welcome12345',
  'welcome@1234',
  'letmein12345',
  'changeme1234',
  'abcdefghijkl',
  'abc123456789',
  'aaaaaaaaaaaa',
  '111111111111',
  '000000000000',
  '123123123123',
  '987654321000',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'superman1234',
  'trustno11234',
  'monkey123456',
  'dragon123456',
  'master123456',
  'nigeria12345',
  'nigeria@1234',
  'lagos1234567',
  'jesus1234567',
  'godisgood123',
  'blessed12345',
]);

export interface PasswordContext {
  readonly username?: string | null;
  readonly currentPassword?: string | null;
}

/** Every rule the new password breaks; empty when it may be used. */
export function passwordProblems(
  password: string,
  context: PasswordContext = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      code: 'password_too_short',
      message: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({
      code: 'password_too_long',
      message: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
    });
  }
  const username = context.username?.trim().toLowerCase() ?? '';
  if (username.length >= 3 && password.toLowerCase().includes(username)) {
    problems.push({
      code: 'password_contains_username',
      message: 'The password may not be or contain your username.',
    });
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    problems.push({
      code: 'password_too_common',
      message: 'This password is too common; choose one that is harder to guess.',
    });
  }
  if (context.currentPassword && password === context.currentPassword) {
    problems.push({
      code: 'password_unchanged',
      message: 'The new password must differ from the current one.',
    });
  }
  return problems;
}
