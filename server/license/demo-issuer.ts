/**
 * The demo license issuer. Its private key is public on purpose: the demo tenants' licenses are
 * signed with it when the demo data is seeded, and the server trusts its public key only while
 * demo data is on (DEMO, default on). A production server runs with DEMO=0 and trusts only the
 * vendor keys given in LICENSE_PUBLIC_KEY (docs/decisions/010-license-keys.md).
 */
export const DEMO_ISSUER_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAwwZfEetBf1VABwm1LfHTjvjjJhG94YFXdhUejtDxUog=
-----END PUBLIC KEY-----`;

export const DEMO_ISSUER_PRIVATE_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIA8GSb642rApmfEpoORbbNAHndPIC5iJ8iX0wwJCFLAS
-----END PRIVATE KEY-----`;
