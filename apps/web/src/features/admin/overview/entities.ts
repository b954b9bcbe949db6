/** The combined dashboard's data sets: where each lists and deletes, and its words. */
import { pageMessages } from '@app/contracts/messages';
import { partnerStatusOptions } from '@app/contracts/options';
import { adminLists } from '../api.ts';
import type { OverviewEntity } from './overview-tables.tsx';

export const overviewEntities: Record<
  OverviewEntity,
  { label: string; list: string; item: string; errorTitle: string }
> = {
  partners: {
    label: 'Partner Applications',
    list: adminLists.partners,
    item: '/api/admin/partners',
    errorTitle: pageMessages.errorLoadingPartnerApplications,
  },
  'form-submissions': {
    label: 'Form Submissions',
    list: adminLists.formSubmissions,
    item: adminLists.formSubmissions,
    errorTitle: pageMessages.errorLoadingFormSubmissions,
  },
  subscribers: {
    label: 'Subscribers',
    list: adminLists.subscribers,
    item: adminLists.subscribers,
    errorTitle: pageMessages.errorLoadingSubscribers,
  },
};

export const overviewTabs = Object.keys(overviewEntities) as OverviewEntity[];

export const isOverviewEntity = (value: string): value is OverviewEntity => value in overviewEntities;

export const partnerStatusFilter = {
  id: 'overview-status',
  label: 'Filter by status',
  className: 'sm:w-44',
  allLabel: 'All statuses',
  options: partnerStatusOptions,
};
