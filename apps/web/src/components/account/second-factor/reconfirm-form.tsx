/** Confirms a sensitive change (turning 2FA off, new recovery codes) with the password or a current code. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field, Input } from '../../ui/form-field.tsx';
import { useSecondFactorCopy } from './use-second-factor-copy.ts';

export interface Reconfirmation {
  password?: string;
  code?: string;
}

export function ReconfirmForm({
  idPrefix,
  submitLabel,
  destructive = false,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  submitLabel: string;
  destructive?: boolean;
  error: string | null;
  busy: boolean;
  onSubmit(value: Reconfirmation): void;
  onCancel(): void;
}) {
  const { copy: words } = useSecondFactorCopy();
  const copy = words.reconfirm;
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const id = `${idPrefix}-${withCode ? 'code' : 'password'}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(withCode ? { code: value.replace(/\s/g, '') } : { password: value });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <Field
        id={id}
        label={withCode ? copy.codeLabel : copy.passwordLabel}
        error={error ?? undefined}
        required
      >
        <Input
          id={id}
          type={withCode ? 'text' : 'password'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          invalid={Boolean(error)}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          inputMode={withCode ? 'numeric' : undefined}
          autoFocus
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          size="sm"
          variant={destructive ? 'destructive' : 'primary'}
          disabled={busy || !value}
        >
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {words.cancel}
        </Button>
        <button
          type="button"
          className="ml-auto text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setWithCode(!withCode);
            setValue('');
          }}
        >
          {withCode ? copy.usePassword : copy.useCode}
        </button>
      </div>
    </form>
  );
}
