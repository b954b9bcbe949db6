/**
 * ICU messages of the catalogues (decision 0063): plurals, selects, numbers and dates in the ICU
 * MessageFormat syntax, formatted by FormatJS's intl-messageformat with the browser's Intl. Only the
 * Chinese catalogue's chunk imports it: English pages use the content modules' own functions.
 */
import { IntlMessageFormat } from 'intl-messageformat';

type Values = Record<string, string | number | Date>;

/** A function formatting the ICU `message` in `locale` with its values (parsed once). */
export function icu<V extends Values>(locale: string, message: string): (values: V) => string {
  const format = new IntlMessageFormat(message, locale);
  return (values) => {
    const formatted = format.format(values);
    if (typeof formatted !== 'string') throw new Error(`${message}: not plain text`);
    return formatted;
  };
}
