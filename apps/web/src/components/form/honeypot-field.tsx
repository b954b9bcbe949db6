import { useId, type RefObject } from 'react';
import { HONEYPOT_FIELD } from './use-form-guard.ts';
import { formUi } from '../../content/form-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/**
 * The honeypot: a text input moved off screen and hidden from assistive technology, out of the tab
 * order and never autofilled. People leave it empty; form-filling bots tend not to.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const words = useContent('formUi', formUi);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{words.honeypot}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
