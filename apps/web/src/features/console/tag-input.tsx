/**
 * A tag input for a list of short texts (skills): type and press Enter or comma to add, Backspace on an
 * empty field removes the last tag, each tag has its own remove button.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

export function TagInput({
  label,
  value,
  onChange,
  maxTags,
  maxLength,
  error,
  hint,
  placeholder,
  removeLabel,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  maxTags: number;
  maxLength: number;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  /** The name of a tag's remove button. */
  removeLabel: (tag: string) => string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = value.length >= maxTags;

  const add = (raw: string) => {
    const tag = raw.trim();
    if (!tag || full) return;
    if (!value.some((t) => t.toLowerCase() === tag.toLowerCase()))
      onChange([...value, tag.slice(0, maxLength)]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        <ul className="contents" aria-label={`${label}: ${value.length}`}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={removeLabel(tag)}
                className="inline-flex h-5 w-5 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <Icon name="close" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => add(draft)}
          placeholder={full ? '' : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
