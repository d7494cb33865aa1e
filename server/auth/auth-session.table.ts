/** One issued token, by its `jti`; revoking the row ends the session at once. */
export interface AuthSessionTable {
  jti: string;
  tenant_id: string;
  user_id: string;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** logout, user_disabled, password_reset or password_changed. */
  revoked_reason: string | null;
}

declare module '../db/schema' {
  interface DB {
    auth_session: AuthSessionTable;
  }
}
