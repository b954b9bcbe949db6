/** Shape checks shared by the schemas; exported so UIs can reuse them (e.g. `pattern` attributes). */

/** Digits, spaces, + - ( ) . and "ext" (any case). Must contain at least one digit. */
export const phonePattern = /^(?=.*\d)(?:[0-9 +\-().]|ext)+$/i;

const host = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})`;
const portAndPath = String.raw`(?::\d{1,5})?(?:[/?#]\S*)?`;

/** A web address with or without scheme: `example.com`, `https://example.com/a?b`. http(s) only. */
export const websitePattern = new RegExp(String.raw`^(?:https?://)?${host}${portAndPath}$`, 'i');

/** An absolute https:// address. */
export const httpsUrlPattern = new RegExp(String.raw`^https://${host}${portAndPath}$`, 'i');

/** A GitHub user name, optionally with a leading @ (1-39 chars, single inner hyphens). */
export const githubHandlePattern = /^@?[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}$/i;

/** Semver-like version: 1.2.0, 1.2.0-beta.1, 1.2.0+build.5. */
export const versionPattern = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9a-z.-]+)?(?:\+[0-9a-z.-]+)?$/i;

/** Source tags of newsletter sign-ups (e.g. website, floating_newsletter). */
export const sourcePattern = /^[a-z0-9_.-]+$/i;
