/**
 * The publish form: SDK, version, date, Markdown notes, requirement lines, up to three files, and the
 * current / sample-build flags. Sent as it is (multipart); the server checks every field and answers
 * field errors, or `sdk_release_exists` for a version the SDK already has.
 */
import { apiErrorCodes } from '@app/contracts/api/common';
import {
  sdkFileKinds,
  sdkIds,
  sdkNames,
  sdkReleaseLimits,
  sdkReleaseMessages,
} from '@app/contracts/api/sdk-releases';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/choice.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { adminSdkReleasesCopy as t } from '../../../content/admin-sdk-releases.ts';
import { HttpError, serverMessage } from '../../../lib/api.ts';
import { usePublishRelease } from './api.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The field errors of a refused publish: the server's, or the duplicate version by its code. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  if (error.errorCode === apiErrorCodes.sdkReleaseExists) return { version: sdkReleaseMessages.duplicate };
  return error.fieldErrors;
}

export function PublishReleaseForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const publish = usePublishRelease();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    publish.mutate(new FormData(event.currentTarget), {
      onSuccess: ({ release }) => {
        setErrors({});
        formRef.current?.reset();
        toast({ title: t.published, description: `${sdkNames[release.sdk]} ${release.version}` });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          toast({ title: t.publishFailed, description: serverMessage(error), variant: 'destructive' });
        }
      },
    });
  };
  const fileError = errors.files;

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t.publishHeading}</h2>
      <form ref={formRef} onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-3" noValidate>
        <Field id="release-sdk" label={t.fields.sdk} required>
          <Select id="release-sdk" name="sdk" defaultValue="cxr-m">
            {sdkIds.map((sdk) => (
              <option key={sdk} value={sdk}>
                {sdkNames[sdk]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="release-version"
          label={t.fields.version}
          hint={t.fields.versionHint}
          error={errors.version}
          required
        >
          <Input
            id="release-version"
            name="version"
            required
            invalid={Boolean(errors.version)}
            autoComplete="off"
          />
        </Field>
        <Field id="release-date" label={t.fields.releaseDate} error={errors.releaseDate} required>
          <Input
            id="release-date"
            name="releaseDate"
            type="date"
            defaultValue={today()}
            required
            invalid={Boolean(errors.releaseDate)}
          />
        </Field>
        <div className="md:col-span-2">
          <Field
            id="release-notes"
            label={t.fields.notes}
            hint={t.fields.notesHint}
            error={errors.notes}
            required
          >
            <Textarea
              id="release-notes"
              name="notes"
              rows={7}
              maxLength={sdkReleaseLimits.notes}
              required
              invalid={Boolean(errors.notes)}
            />
          </Field>
        </div>
        <Field
          id="release-requirements"
          label={t.fields.requirements}
          hint={t.fields.requirementsHint}
          error={errors.requirements}
        >
          <Textarea
            id="release-requirements"
            name="requirements"
            rows={7}
            invalid={Boolean(errors.requirements)}
          />
        </Field>
        {sdkFileKinds.map((kind) => (
          <Field
            key={kind}
            id={`release-${kind}`}
            label={t.fields[kind]}
            hint={kind === 'library' ? t.fields.libraryHint : undefined}
            error={errors[kind]}
          >
            <Input
              id={`release-${kind}`}
              name={kind}
              type="file"
              invalid={Boolean(errors[kind] ?? fileError)}
            />
          </Field>
        ))}
        <p
          className={
            fileError ? 'text-sm text-red-700 md:col-span-3' : 'text-sm text-slate-600 md:col-span-3'
          }
          role={fileError ? 'alert' : undefined}
        >
          {fileError ?? t.fields.filesHint}
        </p>
        <div className="flex flex-col gap-2 md:col-span-2">
          <Checkbox id="release-current" name="makeCurrent" label={t.fields.makeCurrent} defaultChecked />
          <Checkbox id="release-sample" name="sampleBuild" label={t.fields.sampleBuild} />
        </div>
        <div className="flex items-end justify-end">
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending ? t.publishing : t.publish}
          </Button>
        </div>
      </form>
    </Card>
  );
}
