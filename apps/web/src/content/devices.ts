/**
 * Words of developer mode: the console's Devices tab, the staff Devices screen and the certificate's
 * check as the docs describe it. Limits, statuses and paths come from the contracts (devices.ts).
 */
import {
  DEVELOPER_MODE_CERTIFICATE_DAYS,
  DEVELOPER_MODE_KEYS_PATH,
  deviceStatusLabels,
  MAX_DEVICES_PER_DEVELOPER,
  SERIAL_MAX,
  SERIAL_MIN,
  type DeviceStatus,
} from '@app/contracts/devices';
import { apiErrorCodes } from '@app/contracts/api/common';

export const devicesCopy = {
  tab: 'Devices',
  heading: 'Devices',
  lead: `Register your glasses and request developer mode for them: it lets CXR-S apps you build run on the glasses. Up to ${MAX_DEVICES_PER_DEVELOPER} devices.`,
  register: 'Register device',
  registerTitle: 'Register glasses',
  registerDescription:
    'Registering asks for developer mode at once. Staff review the request (or it is granted automatically) and you receive an e-mail with the decision.',
  modelLabel: 'Model',
  modelPlaceholder: 'Select the glasses model',
  serialLabel: 'Serial number',
  serialHint: `${SERIAL_MIN} to ${SERIAL_MAX} letters and digits; spaces and hyphens are ignored.`,
  submit: 'Register and request developer mode',
  submitting: 'Registering...',
  registered: 'Device registered',
  granted: 'Developer mode granted',
  empty: 'No devices yet',
  emptyHint: 'Register your glasses to request developer mode for CXR-S development.',
  used: (count: number) => `${count} of ${MAX_DEVICES_PER_DEVELOPER} devices`,
  download: 'Download certificate',
  requestAgain: 'Request again',
  revoke: 'Revoke',
  remove: 'Remove',
  validUntil: 'Valid until',
  requested: 'Requested',
  decided: 'Decided',
  reason: 'Reason',
  revokeTitle: 'Revoke developer mode?',
  revokeDescription: (serial: string) =>
    `The certificate of ${serial} is no longer offered in the console. The glasses check certificates offline: one already installed keeps working until it expires, so remove it from the glasses too. You can request developer mode again later.`,
  removeTitle: 'Remove this device?',
  removeDescription: (serial: string) =>
    `${serial} leaves your account and its serial number can be registered again. Its history stays in the audit log.`,
  installHint: `Copy the certificate to the glasses as the CXR-S guide describes. It is valid for ${DEVELOPER_MODE_CERTIFICATE_DAYS} days; the keys that verify it are published at ${DEVELOPER_MODE_KEYS_PATH}.`,
  guideLink: { label: 'How the glasses check it', href: '/sdk/cxr-s' },
  failed: 'Could not change the device',
  /** Toast titles by the error answer's code. */
  codeTitles: {
    [apiErrorCodes.deviceLimitReached]: 'Device limit reached',
    [apiErrorCodes.deviceSerialTaken]: 'Serial number already registered',
    [apiErrorCodes.deviceTransitionRefused]: 'The device has changed',
    [apiErrorCodes.deviceRemoveGranted]: 'Revoke developer mode first',
    [apiErrorCodes.deviceNotGranted]: 'No valid certificate',
  } as Record<string, string>,
} as const;

export const deviceStatusText: Record<DeviceStatus, string> = deviceStatusLabels;

export const staffDevicesCopy = {
  title: 'Devices',
  description: 'Glasses developers registered for developer mode: grant, refuse or revoke it.',
  search: 'Search by developer, e-mail or serial number',
  filter: 'Filter by status',
  all: 'All statuses',
  autoGrant: 'Grant developer mode automatically',
  autoGrantHint:
    'On: every request is granted at once, without review. Off: requests wait here for a decision. Each change is audited.',
  rotate: 'Rotate signing key',
  rotateTitle: 'Rotate the signing key?',
  rotateDescription: `New certificates will be signed with a new key. The current key stays published at ${DEVELOPER_MODE_KEYS_PATH} for ${DEVELOPER_MODE_CERTIFICATE_DAYS} days, so certificates it signed stay valid until they expire.`,
  rotated: 'Signing key rotated',
  columns: ['Developer', 'Model', 'Serial number', 'Status', 'Requested', 'Decided', 'Actions'],
  grant: 'Grant',
  refuse: 'Refuse',
  revoke: 'Revoke',
  refuseTitle: 'Refuse developer mode?',
  revokeTitle: 'Revoke developer mode?',
  reasonLabel: 'Reason (sent to the developer)',
  done: {
    grant: 'Developer mode granted',
    refuse: 'Developer mode refused',
    revoke: 'Developer mode revoked',
  },
  automatic: 'automatically',
  empty: 'No devices match.',
  loadError: 'Error Loading Devices',
} as const;
