import { type AccessContext, checkAccess, type MissingAccess } from './access';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH, matchRoute, type RouteRule } from './routes';

/** Everything the guard looks at; the same rules serve the browser's guard and the server. */
export interface GuardInput extends AccessContext {
  readonly pathname: string;
  /** The query string as in location.search, remembered for the return after signing in. */
  readonly search?: string | undefined;
  readonly token: string | null | undefined;
  readonly user:
    | {
        readonly roles: readonly string[];
        readonly permissions: readonly string[];
        readonly mustChangePassword?: boolean | undefined;
      }
    | null
    | undefined;
}

export type GuardDecision =
  | { readonly kind: 'show'; readonly route: RouteRule; readonly params: Record<string, string> }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly reason: 'signInRequired' | 'passwordChangeRequired' | 'indexRedirect';
      /** Path and query to return to after signing in. */
      readonly returnTo?: string;
    }
  | { readonly kind: 'denied'; readonly route: RouteRule; readonly missing: MissingAccess }
  | { readonly kind: 'notFound' };

/**
 * The access rules for all routes (SPEC.md section 2), in order: /login is public; any other
 * unknown path is the 404 page, signed in or not; every route of the table needs a signed-in user
 * with a token, else it goes to /login remembering path and query; a user who must change the
 * password is sent to the change-password page from every other page, the 404 page included; an
 * index redirects; a route whose feature, roles or permission the user lacks is 'Access
 * restricted'.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (match?.kind === 'route' && match.route.public) {
    return { kind: 'show', route: match.route, params: match.params };
  }
  if (!input.token || !input.user) {
    if (match === null) {
      return { kind: 'notFound' };
    }
    const returnTo = `${input.pathname}${input.search ?? ''}`;
    return { kind: 'redirect', to: LOGIN_PATH, reason: 'signInRequired', returnTo };
  }
  const onChangePassword = match?.kind === 'route' && match.route.path === CHANGE_PASSWORD_PATH;
  if (input.user.mustChangePassword === true && !onChangePassword) {
    return { kind: 'redirect', to: CHANGE_PASSWORD_PATH, reason: 'passwordChangeRequired' };
  }
  if (match === null) {
    return { kind: 'notFound' };
  }
  if (match.kind === 'redirect') {
    return { kind: 'redirect', to: match.redirect.to, reason: 'indexRedirect' };
  }
  const decision = checkAccess(input, match.route);
  if (!decision.allowed) {
    return { kind: 'denied', route: match.route, missing: decision.missing };
  }
  return { kind: 'show', route: match.route, params: match.params };
}
