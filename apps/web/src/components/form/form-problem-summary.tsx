/**
 * The summary of a refused form post, at the top of the form on the page the server answers with
 * (decision 0046). Only the server entry renders it: it reaches the forms through the server page's
 * context (lib/server-page.tsx), so the browser's bundle does not carry it.
 */
import type { FormProblemSummaryProps } from '../../lib/server-page.tsx';
import { apiErrorMessagesZh } from '@app/contracts/messages-zh';
import { firstErrorPerField } from './field-errors.ts';
import { useLocale } from '../../i18n/catalogue.tsx';

/**
 * The summary at the top of the form: the message, then each field's error linking to its control (errors
 * of no field of the form, e.g. the guard's, are listed as text). Focused on load (`autoFocus` is rendered
 * as `autofocus`), so the visitor lands on it; across every column of the form's grid.
 */
export function FormProblemSummary({ answer, fieldNames = new Set(), fieldId }: FormProblemSummaryProps) {
  const entries = firstErrorPerField(answer.errors);
  // A Chinese page says the answer's code in Chinese (its field errors are already: the page's post was
  // validated with the Chinese messages); an English page the API's own message.
  const message = useLocale() === 'en' ? answer.message : apiErrorMessagesZh[answer.code];
  return (
    <div
      id="form-problem"
      tabIndex={-1}
      autoFocus
      aria-labelledby="form-problem-title"
      className="col-span-full scroll-mt-24 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <h2 id="form-problem-title" className="font-semibold">
        {message}
      </h2>
      {entries.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {entries.map(([name, message]) => (
            <li key={name}>
              {fieldId && fieldNames.has(name) ? (
                <a href={`#${fieldId(name)}`} className="underline">
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
