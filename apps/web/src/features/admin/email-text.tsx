/**
 * An e-mail address that wraps only where a reader expects it: after the @ and before a dot of the
 * domain but the last (a hyphen already allows it), never in the middle of a word. Only a single part longer than
 * the whole line is still broken, so nothing spills out of a card on a phone.
 */
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? [] : email.slice(at + 1).split('.');
  return (
    <span className="[overflow-wrap:break-word]">
      {local}
      {domain.map((part, i) => (
        // The last dot keeps the top-level domain with its name ("distribution.test", never ".test" alone).
        <Fragment key={i}>
          {i < domain.length - 1 && <wbr />}
          {i > 0 ? '.' : ''}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
