/**
 * Text fields of a small form post (`application/x-www-form-urlencoded` or `multipart/form-data`), enough
 * for RFC 8058 one-click unsubscribe requests. File parts are ignored.
 */
export function formFields(contentType: string, body: string): Record<string, string> {
  if (!/^multipart\/form-data/i.test(contentType)) return Object.fromEntries(new URLSearchParams(body));
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head)?.[1];
    if (!name || /\bfilename=/i.test(head)) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
