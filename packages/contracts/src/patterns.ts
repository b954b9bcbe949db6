/** Shape checks shared by the schemas; exported so UIs can reuse them (e.g. `pattern` attributes). */

/** Digits, spaces, + - ( ) . and "ext" (any case). Must contain at least one digit. */
export const phonePattern = /^(?=.*\d)(?:[0-9 +\-().]|ext)+$/i;

const host = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})`;
const portAndPath = String.raw`(?::\d{1,5})?(?:[/?#]\S*)?`;

/** A web address with or without scheme: `example.com`, `https://example.com/a?b`. http(s) only. */
export const websitePattern = new RegExp(String.raw`^(?:https?://)?${host}${portAndPath}$`, 'i');

/** `host` with each letter class spelt in both cases: the same addresses without the `i` flag. */
const anyCaseHost = String.raw`(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{1,59})`;

/**
 * An absolute https:// address, any case. Written without the `i` flag: JSON Schema's `pattern` (the
 * OpenAPI document) carries no flags, so a flagged pattern would be stricter there than here.
 */
export const httpsUrlPattern = new RegExp(String.raw`^[hH][tT][tT][pP][sS]://${anyCaseHost}${portAndPath}$`);

/** A GitHub user name, optionally with a leading @ (1-39 chars, single inner hyphens). */
export const githubHandlePattern = /^@?[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}$/i;

/** Semver-like version: 1.2.0, 1.2.0-beta.1, 1.2.0+build.5 (any case; no `i` flag, as httpsUrlPattern). */
export const versionPattern = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9a-zA-Z.-]+)?(?:\+[0-9a-zA-Z.-]+)?$/;

/**
 * What a trimmed field matching `pattern` (anchored, without flags) accepts before trimming: the same,
 * with white space around it. The JSON Schema of such a field (its `pattern`, in the OpenAPI document)
 * describes the value a client sends, which the server trims before checking.
 */
export const untrimmedPattern = (pattern: RegExp) => String.raw`^\s*(?:${pattern.source.slice(1, -1)})\s*$`;

/** Source tags of newsletter sign-ups (e.g. website, floating_newsletter). */
export const sourcePattern = /^[a-z0-9_.-]+$/i;
