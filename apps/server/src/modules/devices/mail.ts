/** The mails of developer mode: to the developer on every staff decision, to staff when a request waits. */
import { deviceModelName } from '@app/contracts/devices';
import { asAccountLanguage, developerMails, type DeviceDecision } from '@app/contracts';
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

export type DecisionKind = DeviceDecision;

/** Developer mode granted (by staff or automatically), refused or revoked by staff, in the developer's language. */
export function decisionMail(
  to: Recipient & { language: string },
  device: DeviceNames,
  kind: DecisionKind,
  details: { consoleUrl: string; expiresAt?: Date | null; reason?: string | null },
) {
  const copy = developerMails[asAccountLanguage(to.language)];
  const model = deviceModelName(device.model);
  return {
    kind: `developer-mode-${kind}`,
    to: to.email,
    subject: copy.device.subject(kind, oneLine(model, 60), oneLine(device.serialNumber, 30)),
    text: [
      copy.greeting(oneLine(to.fullName, 100)),
      '',
      copy.device.sentence(kind, copy.device.glasses(model, device.serialNumber)),
      ...(details.reason ? ['', copy.device.notesHeading, details.reason] : []),
      '',
      ...copy.device.next(kind, details.consoleUrl, details.expiresAt?.toISOString() ?? null),
      '',
      copy.signature,
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
