/** The mails of developer mode: to the developer on every staff decision, to staff when a request waits. */
import { deviceModelName } from '@app/contracts/devices';
import { brand } from '@app/contracts/site';
import { oneLine } from '../../lib/mail-text.ts';

interface Recipient {
  email: string;
  fullName: string;
}
interface DeviceNames {
  model: string;
  serialNumber: string;
}

const glasses = (device: DeviceNames) => `${deviceModelName(device.model)} (serial ${device.serialNumber})`;
const signature = ['', `— The ${brand.name} developer team`];

export type DecisionKind = 'granted' | 'refused' | 'revoked';

/** Developer mode granted (by staff or automatically), refused or revoked by staff. */
export function decisionMail(
  to: Recipient,
  device: DeviceNames,
  kind: DecisionKind,
  details: { consoleUrl: string; expiresAt?: Date | null; reason?: string | null },
) {
  const subject = {
    granted: 'Developer mode granted',
    refused: 'Developer mode not granted',
    revoked: 'Developer mode revoked',
  }[kind];
  const sentence = {
    granted: `Developer mode has been granted for your ${glasses(device)}.`,
    refused: `Developer mode was not granted for your ${glasses(device)}.`,
    revoked: `Developer mode has been revoked for your ${glasses(device)}. Its certificate is no longer offered in the console.`,
  }[kind];
  const next = {
    granted: [
      `Download its developer-mode certificate from the Devices tab of your console (${details.consoleUrl}) and install it on the glasses as the CXR-S guide describes.`,
      ...(details.expiresAt ? [`The certificate is valid until ${details.expiresAt.toISOString()}.`] : []),
    ],
    refused: [`You can ask again from the Devices tab of your console (${details.consoleUrl}).`],
    revoked: [`You can ask again from the Devices tab of your console (${details.consoleUrl}).`],
  }[kind];
  return {
    kind: `developer-mode-${kind}`,
    to: to.email,
    subject: `${subject}: ${oneLine(deviceModelName(device.model), 60)} ${oneLine(device.serialNumber, 30)}`,
    text: [
      `Hello ${oneLine(to.fullName, 100)},`,
      '',
      sentence,
      ...(details.reason ? ['', 'Notes from the review team:', details.reason] : []),
      '',
      ...next,
      ...signature,
    ].join('\n'),
  };
}

/** A request waits for review (sent to STAFF_NOTIFY_EMAIL when set). */
export function staffReviewMail(to: string, developer: Recipient, device: DeviceNames, adminUrl: string) {
  return {
    kind: 'developer-mode-request',
    to,
    subject: `Developer mode requested: ${oneLine(deviceModelName(device.model), 60)} ${oneLine(device.serialNumber, 30)}`,
    text: [
      `${oneLine(developer.fullName, 100)} <${developer.email}> asks for developer mode on their ${glasses(device)}.`,
      '',
      `Grant or refuse it under Devices in the staff admin: ${adminUrl}`,
    ].join('\n'),
  };
}
