/**
 * Matches a path against a wouter-style pattern such as '/tills/session/:sessionId'. It mirrors
 * wouter's default matcher (regexparam) for the patterns the console uses: literal segments
 * compare case-insensitively, a ':name' segment takes one non-empty segment, and one trailing
 * slash is allowed. Optional and wildcard segments are not used by any route, so not supported.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = splitPath(pattern);
  const actual = splitPath(pathname);
  if (wanted === null || actual === null || wanted.length !== actual.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      const decoded = decodeSegment(value);
      if (decoded === null || decoded === '') {
        return null;
      }
      params[segment.slice(1)] = decoded;
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The path without query, hash and one trailing slash; null when it is not absolute. */
export function cleanPath(pathname: string): string | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) {
    return null;
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function splitPath(pathname: string): string[] | null {
  const path = cleanPath(pathname);
  if (path === null) {
    return null;
  }
  return path === '/' ? [] : path.slice(1).split('/');
}

function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
