/**
 * Profile: full name, e-mail, company, GitHub handle, bio and skills (a tag input), saved with the shared
 * profileSchema; changing the e-mail address asks for the current password and then for a confirmation
 * from the new inbox (the address changes only then; a notice says so). Beside it: the Account Status
 * card ('Account Verified', account type Developer) and the Skills card; below, two-factor authentication
 * (signed-in developers only).
 */
import { accountLanguageLabels, accountLanguages } from '@app/contracts/account-language';
import { MAX_SLUG_LENGTH, profileSchemaWith, type ConsoleMessages } from '@app/contracts/forms/console';
import { toOptions } from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { emailChangeCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { SecondFactorSettings } from '../../components/account/second-factor/second-factor-settings.tsx';
import {
  RadioGroupField,
  TextareaField,
  TextField,
  TextFields,
  type TextFieldProps,
} from '../../components/form/fields.tsx';
import { isSessionEnd, useSaveProfile } from './api.ts';
import { useConsole } from './console-context.tsx';
import { DialogSubmit } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useConsoleDates } from './console-text.ts';
import { useConsoleMessages } from './console-schemas.ts';
import { TagInput } from './tag-input.tsx';
import type { ConsoleProfile } from './types.ts';

/** The profile's contract in the page's messages, with the tags as the form holds them. */
const formSchemaWith = (messages: ConsoleMessages, tooManySkills: string) =>
  profileSchemaWith(messages).extend({
    skills: z.array(z.string()).max(limits.skills, tooManySkills),
    currentPassword: z.string().max(limits.password).optional(),
  });
type ProfileForm = z.input<ReturnType<typeof formSchemaWith>>;
const fields = new Set([
  'fullName',
  'email',
  'company',
  'githubHandle',
  'website',
  'publicName',
  'publicSlug',
  'bio',
  'skills',
  'language',
  'currentPassword',
]);

const languageOptions = toOptions(accountLanguages, accountLanguageLabels);

const valuesOf = (p: ConsoleProfile): ProfileForm => ({
  fullName: p.fullName,
  email: p.email,
  company: p.company ?? '',
  githubHandle: p.githubHandle ?? '',
  website: p.website ?? '',
  publicName: p.publicName ?? '',
  publicSlug: p.publicSlug,
  bio: p.bio ?? '',
  skills: [...p.skills],
  language: p.language,
  currentPassword: '',
});

type ProfileWords = typeof consoleUi.profile;

/** The sign-in details (the e-mail address changes only once the new inbox confirms it). */
const accountFields = (copy: ProfileWords): TextFieldProps<ProfileForm>[] => [
  { name: 'fullName', label: copy.fullName, autoComplete: 'name', maxLength: limits.name },
  { name: 'email', label: copy.email, type: 'email', autoComplete: 'email', maxLength: limits.email },
];

/** Company, links and how the App Store names the developer. */
const publicFields = (copy: ProfileWords, slug: string): TextFieldProps<ProfileForm>[] => [
  { name: 'company', label: copy.company, autoComplete: 'organization', maxLength: limits.company },
  { name: 'githubHandle', label: copy.github, placeholder: 'octocat', maxLength: limits.url },
  {
    name: 'website',
    label: copy.website,
    type: 'url',
    placeholder: 'https://example.com',
    maxLength: limits.url,
  },
  {
    name: 'publicName',
    label: copy.publicName,
    hint: copy.publicNameHint,
    maxLength: limits.name,
  },
  {
    name: 'publicSlug',
    label: copy.publicSlug,
    hint: copy.publicSlugHint(slug),
    maxLength: MAX_SLUG_LENGTH,
    className: 'sm:col-span-2',
  },
];

function AccountStatus({ profile }: { profile: ConsoleProfile }) {
  const copy = useContent('consoleUi', consoleUi).profile;
  const dates = useConsoleDates();
  const rows = [
    [copy.accountType, copy.accountTypes[profile.accountType] ?? profile.accountType],
    [copy.status, copy.active],
    [copy.memberSince, dates.date(profile.createdAt)],
    [copy.lastSignIn, dates.dateTime(profile.lastLoginAt, dates.notYet)],
  ] as const;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{copy.statusHeading}</h3>
        {profile.verified && (
          <Badge tone="green" className="gap-1">
            <Icon name="shield-check" className="h-3.5 w-3.5" />
            {copy.verified}
          </Badge>
        )}
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SkillsCard({ skills }: { skills: string[] }) {
  const copy = useContent('consoleUi', consoleUi).profile;
  return (
    <Card className="p-5">
      <h3 className="text-lg font-semibold text-slate-900">{copy.skills}</h3>
      {skills.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.skillsEmpty}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ProfileTab({ profile }: { profile: ConsoleProfile }) {
  const { blocked, demo } = useConsole();
  const save = useSaveProfile();
  const ui = useContent('consoleUi', consoleUi);
  const copy = ui.profile;
  const emailWords = useContent('emailChangeCopy', emailChangeCopy);
  const showFormProblem = useShowFormProblem();
  const messages = useConsoleMessages();
  const formSchema = useMemo(
    () => formSchemaWith(messages, copy.tooManySkills(limits.skills)),
    [messages, copy],
  );
  const form = useForm<ProfileForm>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(profile) });
  const { reset, control } = form;
  useEffect(() => reset(valuesOf(profile)), [profile, reset]);
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  /** The new address a confirmation link was sent to, until the page is left. */
  const [emailToConfirm, setEmailToConfirm] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (blocked(ui.blocked.saveProfile)) return;
    const { currentPassword, ...rest } = values;
    save.mutate(
      { ...rest, ...(emailChanged ? { currentPassword } : {}) },
      {
        onSuccess: (answer) => {
          const pending = answer?.pendingEmail;
          setEmailToConfirm(pending ?? null);
          if (pending) {
            // The address stays as it is until the link is opened, and the field shows what is in force.
            form.setValue('email', profile.email);
            form.setValue('currentPassword', '');
          }
          toast(
            pending
              ? { title: emailWords.sentTitle, description: emailWords.pendingText(pending) }
              : { title: copy.saved },
          );
        },
        onError: (error) => {
          if (isSessionEnd(error)) return;
          showFormProblem(form.setError, error, { title: copy.failed, fields });
        },
      },
    );
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2">
        <h2 className="text-xl font-semibold text-slate-900">{copy.heading}</h2>
        <p className="text-sm text-slate-600">{copy.lead}</p>
        <FormProvider {...form}>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="mt-5 grid gap-4 sm:grid-cols-2"
          >
            <TextFields<ProfileForm> fields={accountFields(copy)} />
            {emailToConfirm && !emailChanged && (
              <p
                role="status"
                className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:col-span-2"
              >
                {emailWords.pendingText(emailToConfirm)}
              </p>
            )}
            {emailChanged && (
              <TextField<ProfileForm>
                name="currentPassword"
                label={copy.currentPassword}
                type="password"
                autoComplete="current-password"
                maxLength={limits.password}
                hint={copy.currentPasswordHint}
                className="sm:col-span-2"
              />
            )}
            <TextFields<ProfileForm> fields={publicFields(copy, profile.publicSlug)} />
            <TextareaField<ProfileForm>
              name="bio"
              label={copy.bio}
              rows={4}
              maxLength={limits.bio}
              className="sm:col-span-2"
            />
            <RadioGroupField<ProfileForm>
              name="language"
              label={copy.language}
              hint={copy.languageHint}
              options={languageOptions}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="skills"
                render={({ field, fieldState }) => (
                  <TagInput
                    label={copy.skills}
                    value={field.value}
                    onChange={field.onChange}
                    maxTags={limits.skills}
                    maxLength={limits.skill}
                    error={fieldState.error?.message}
                    hint={copy.skillsHint}
                    placeholder={copy.skillPlaceholder}
                    removeLabel={copy.removeTag}
                  />
                )}
              />
            </div>
            <div className="flex justify-end sm:col-span-2">
              <DialogSubmit pending={save.isPending} pendingLabel={copy.saving}>
                {copy.save}
              </DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </Card>
      <div className="grid content-start gap-6">
        <AccountStatus profile={profile} />
        <SkillsCard skills={profile.skills} />
      </div>
      {/* The demo has no account to protect. */}
      {!demo && (
        <Card className="p-5 lg:col-span-3">
          <SecondFactorSettings prefix="/api/console/account/2fa" headingLevel={3} />
        </Card>
      )}
    </div>
  );
}
