/**
 * The values and labels of an App Store listing's declarations (forms/app-listing.ts has their schema).
 * Apart from the schema, with no zod: the pages the server renders show these labels, and a schema named
 * in the OpenAPI document (`Listing`) must not be created a second time by the web's server bundle, whose
 * copy would share zod's global registry with the server's.
 */
export const appPermissions = [
  'camera',
  'microphone',
  'location',
  'network',
  'bluetooth',
  'storage',
  'motion-sensors',
  'notifications',
  'contacts',
] as const;
export type AppPermission = (typeof appPermissions)[number];
export const appPermissionLabels: Readonly<Record<AppPermission, string>> = {
  camera: 'Camera',
  microphone: 'Microphone',
  location: 'Location',
  network: 'Network',
  bluetooth: 'Bluetooth',
  storage: 'Storage',
  'motion-sensors': 'Motion sensors',
  notifications: 'Notifications',
  contacts: 'Contacts',
};

export const ageRatings = ['4+', '9+', '12+', '17+'] as const;
export type AgeRating = (typeof ageRatings)[number];

export const collectedDataKinds = [
  'contact-info',
  'location',
  'audio',
  'photos-video',
  'usage-data',
  'diagnostics',
  'identifiers',
] as const;
export type CollectedDataKind = (typeof collectedDataKinds)[number];
export const collectedDataLabels: Readonly<Record<CollectedDataKind, string>> = {
  'contact-info': 'Contact info',
  location: 'Location',
  audio: 'Audio recordings',
  'photos-video': 'Photos or video',
  'usage-data': 'Usage data',
  diagnostics: 'Diagnostics',
  identifiers: 'Identifiers',
};
