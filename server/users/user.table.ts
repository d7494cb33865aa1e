/** A staff user. List columns hold JSON arrays so both engines store them the same way. */
export interface UserTable {
  id: string;
  tenant_id: string;
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  /** JSON array of role keys, upper-cased, first is the primary role. */
  roles: string;
  /** JSON array of the user's own extra permissions, lower-cased. */
  permissions: string;
  branch_id: string | null;
  /** JSON array of branch ids the user may see besides the home branch; empty means home only. */
  branch_ids: string;
  password_hash: string;
  /** 1 while the user must change the password before anything else. */
  must_change_password: number;
  /** ACTIVE or DISABLED. */
  status: string;
  last_login_at: string | null;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface DB {
    app_user: UserTable;
  }
}
