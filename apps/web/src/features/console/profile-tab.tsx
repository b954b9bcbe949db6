/**
 * Profile: full name, e-mail, company, GitHub handle, bio and skills (a tag input), saved with the shared
 * profileSchema; changing the e-mail address asks for the current password and then for a confirmation
 * from the new inbox (the address changes only then; a notice says so). Beside it: the Account Status
 * card ('Account Verified', account type Developer) and the Skills card; below, two-factor authentication
 * (signed-in developers only).
 */
import { accountLanguageLabels, accountLanguages } from '@app/contracts/account-language';
import { MAX_SLUG_LENGTH, profileSchema } from '@app/contracts/forms/console';
import { toOptions } from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { emailChangeCopy } from '../../content/console.ts';
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
import { showFormProblem } from './form-problem.ts';
import { formatDate, formatDateTime } from './format.ts';
import { TagInput } from './tag-input.tsx';
import type { ConsoleProfile } from './types.ts';

const formSchema = profileSchema.extend({
  skills: z.array(z.string()).max(limits.skills, `At most ${limits.skills} skills`),
  currentPassword: z.string().max(limits.password).optional(),
});
type ProfileForm = z.input<typeof formSchema>;
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

/** The sign-in details (the e-mail address changes only once the new inbox confirms it). */
const accountFields: TextFieldProps<ProfileForm>[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name', maxLength: limits.name },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', maxLength: limits.email },
];

/** Company, links and how the App Store names the developer. */
const publicFields = (slug: string): TextFieldProps<ProfileForm>[] => [
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: limits.company },
  { name: 'githubHandle', label: 'GitHub handle', placeholder: 'octocat', maxLength: limits.url },
  {
    name: 'website',
    label: 'Website',
    type: 'url',
    placeholder: 'https://example.com',
    maxLength: limits.url,
  },
  {
    name: 'publicName',
    label: 'Name in the App Store',
    hint: 'Shown on your apps and your developer page. Leave empty to use your company, else your full name.',
    maxLength: limits.name,
  },
  {
    name: 'publicSlug',
    label: 'Developer page address',
    hint: `/app-store/developers/${slug}. Leave empty to make one from your App Store name.`,
    maxLength: MAX_SLUG_LENGTH,
    className: 'sm:col-span-2',
  },
];

function AccountStatus({ profile }: { profile: ConsoleProfile }) {
  const rows = [
    ['Account type', profile.accountType],
    ['Status', 'Active'],
    ['Member since', formatDate(profile.createdAt)],
    ['Last sign-in', formatDateTime(profile.lastLoginAt, 'Not yet')],
  ] as const;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">Account Status</h3>
        {profile.verified && (
          <Badge tone="green" className="gap-1">
            <Icon name="shield-check" className="h-3.5 w-3.5" />
            Account Verified
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
  return (
    <Card className="p-5">
      <h3 className="text-lg font-semibold text-slate-900">Skills</h3>
      {skills.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Add skills to your profile to show them here.</p>
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
  const form = useForm<ProfileForm>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(profile) });
  const { reset, control } = form;
  useEffect(() => reset(valuesOf(profile)), [profile, reset]);
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  /** The new address a confirmation link was sent to, until the page is left. */
  const [emailToConfirm, setEmailToConfirm] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (blocked('Saving your profile')) return;
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
              ? { title: emailChangeCopy.sentTitle, description: emailChangeCopy.pendingText(pending) }
              : { title: 'Profile saved' },
          );
        },
        onError: (error) => {
          if (isSessionEnd(error)) return;
          showFormProblem(form.setError, error, { title: 'Could not save your profile', fields });
        },
      },
    );
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2">
        <h2 className="text-xl font-semibold text-slate-900">Profile</h2>
        <p className="text-sm text-slate-600">Your details as our developer relations team sees them.</p>
        <FormProvider {...form}>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="mt-5 grid gap-4 sm:grid-cols-2"
          >
            <TextFields<ProfileForm> fields={accountFields} />
            {emailToConfirm && !emailChanged && (
              <p
                role="status"
                className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:col-span-2"
              >
                {emailChangeCopy.pendingText(emailToConfirm)}
              </p>
            )}
            {emailChanged && (
              <TextField<ProfileForm>
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                maxLength={limits.password}
                hint="Needed to change the e-mail address you sign in with."
                className="sm:col-span-2"
              />
            )}
            <TextFields<ProfileForm> fields={publicFields(profile.publicSlug)} />
            <TextareaField<ProfileForm>
              name="bio"
              label="Bio"
              rows={4}
              maxLength={limits.bio}
              className="sm:col-span-2"
            />
            <RadioGroupField<ProfileForm>
              name="language"
              label="Language of your e-mails"
              hint="Our e-mails about your account, your app reviews and your devices are written in this language."
              options={languageOptions}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="skills"
                render={({ field, fieldState }) => (
                  <TagInput
                    label="Skills"
                    value={field.value}
                    onChange={field.onChange}
                    maxTags={limits.skills}
                    maxLength={limits.skill}
                    error={fieldState.error?.message}
                    hint="Press Enter or comma to add a skill."
                    placeholder="Add a skill"
                  />
                )}
              />
            </div>
            <div className="flex justify-end sm:col-span-2">
              <DialogSubmit pending={save.isPending} pendingLabel="Saving...">
                Save Profile
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
