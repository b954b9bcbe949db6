import {
  blankToNull,
  DEFAULT_ACCOUNT_LANGUAGE,
  developmentTimelineLabels,
  experienceLevelLabels,
  normalizeEmail,
  normalizeUrl,
  yearsOfExperienceLabels,
  type DeveloperApplication,
} from '@app/contracts';
import { developerApplications } from '@app/db';
import type { AppContext } from '../../context.ts';
import { storeSubmission, type SubmissionSender, type SubmissionStatement } from '../form-guard/index.ts';

export type DeveloperApplicationInput = Omit<DeveloperApplication, '_hp' | '_t'>;

/**
 * A developer-program application (status pending, no login yet) as a submission: the application row,
 * its `developer-application` submission, the staff notification and an audit entry.
 */
export function developerApplicationSubmission(input: DeveloperApplicationInput, sender: SubmissionSender) {
  const values = {
    fullName: input.fullName,
    email: normalizeEmail(input.email),
    phone: blankToNull(input.phone),
    companyAffiliation: blankToNull(input.companyAffiliation),
    jobTitle: blankToNull(input.jobTitle),
    portfolioWebsite: normalizeUrl(input.portfolioWebsite),
    githubProfile: blankToNull(input.githubProfile),
    experienceLevel: input.experienceLevel,
    programmingLanguages: [...input.programmingLanguages],
    developmentAreas: [...input.developmentAreas],
    yearsExperience: input.yearsExperience,
    interestedPlatforms: [...input.interestedPlatforms],
    primaryUseCase: input.primaryUseCase,
    projectDescription: input.projectDescription,
    reasonForInterest: input.reasonForInterest,
    developmentTimeline: blankToNull(input.developmentTimeline),
    targetAudience: blankToNull(input.targetAudience),
    needsTechnicalSupport: input.needsTechnicalSupport,
    needsHardwareAccess: input.needsHardwareAccess,
    hasARExperience: input.hasARExperience,
    additionalInfo: blankToNull(input.additionalInfo),
    referralSource: blankToNull(input.referralSource),
    language: input.language ?? DEFAULT_ACCOUNT_LANGUAGE,
  };
  const timeline = input.developmentTimeline ? developmentTimelineLabels[input.developmentTimeline] : null;
  return {
    entity: { table: developerApplications, values },
    record: {
      formType: 'developer-application',
      submitterName: values.fullName,
      submitterEmail: values.email,
      formData: values,
      subject: `New developer application: ${values.fullName}`,
      fields: [
        ['Full name', values.fullName],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Company / affiliation', values.companyAffiliation],
        ['Job title', values.jobTitle],
        ['Portfolio website', values.portfolioWebsite],
        ['GitHub', values.githubProfile],
        ['Experience level', experienceLevelLabels[input.experienceLevel]],
        ['Years of experience', yearsOfExperienceLabels[input.yearsExperience]],
        ['Programming languages', values.programmingLanguages],
        ['Development areas', values.developmentAreas],
        ['Interested platforms', values.interestedPlatforms],
        ['Primary use case', values.primaryUseCase],
        ['Project description', values.projectDescription],
        ['Reason for interest', values.reasonForInterest],
        ['Development timeline', timeline],
        ['Target audience', values.targetAudience],
        ['Needs technical support', values.needsTechnicalSupport],
        ['Needs hardware access', values.needsHardwareAccess],
        ['Has AR experience', values.hasARExperience],
        ['Additional information', values.additionalInfo],
        ['Heard about us through', values.referralSource],
      ],
      adminPath: '/admin/developer-applications',
      ipAddress: sender.ipAddress,
      signals: sender.signals,
      campaign: sender.campaign ?? null,
      language: values.language,
    },
    audit: { action: 'developer-application.created', entityType: 'developer-application' },
  } satisfies SubmissionStatement<typeof developerApplications>;
}

/** Stores a delivered public post of the form (one transaction). */
export async function createDeveloperApplication(
  ctx: AppContext,
  input: DeveloperApplicationInput,
  sender: SubmissionSender,
): Promise<{ id: number }> {
  return { id: await storeSubmission(ctx, developerApplicationSubmission(input, sender)) };
}
