/**
 * Copy and static data of the developer console (/console) and the developer sign-in pages: the SDK
 * packages of the Downloads tab (doc 2 §3, §9), the system-requirements card and interface wording.
 * The sample data of the demo console is in console-demo.ts.
 */
import type { SdkId } from '@app/contracts/sdk-releases';
import { brand } from '../site';

/** What each SDK is, beside its current release in the Downloads tab (version, size: from the release). */
export const sdkDescriptions: Record<SdkId, string> = {
  'cxr-m': `Connect Android apps to ${brand.name} glasses: pairing, audio and video streams, custom scenes and voice commands.`,
  'cxr-s': `Build apps that run on the glasses under YodaOS-Sprite, with a data channel to your phone app.`,
  unity: 'A Unity package with a C# API for the glasses and a sample scene.',
};

export const downloadsCopy = {
  heading: 'SDK Downloads',
  intro: 'The current release of each SDK and of the Unity plugin, as published by our team.',
  version: 'Version',
  platform: 'Platform',
  size: 'Size',
  none: 'None yet',
  sampleBuild: 'Sample build',
  download: 'Download',
  preparing: 'Preparing...',
  started: 'Download started',
  failed: 'Download failed',
  releaseNotes: 'Release notes and all versions',
  loadFailed: 'The releases could not be loaded. Reload the page to try again.',
} as const;

/** The mobile SDK's requirements card: the rows come from its current release (doc 2 §9's values). */
export const systemRequirements = {
  heading: 'System requirements',
  intro:
    'For the CXR-M mobile SDK. The glasses SDK needs developer permission enabled on the glasses: request it in the Devices tab.',
} as const;

export const consoleCopy = {
  meta: {
    title: 'Developer Console',
    description: `Manage your ${brand.name} apps, API keys, SDK downloads and developer profile.`,
  },
  heading: 'Developer Console',
  welcome: (name: string) => `Welcome back, ${name}`,
  demoLead: `A tour of the ${brand.name} developer console with sample data.`,
  tabs: {
    overview: 'Overview',
    apps: 'My Apps',
    keys: 'API Keys',
    // Issue 39: webhooks and the request log.
    webhooks: 'Webhooks',
    requests: 'Request log',
    // Not in the spec's five: developer mode for the glasses (issue 37).
    devices: 'Devices',
    downloads: 'Downloads',
    profile: 'Profile',
  },
  demo: {
    banner: "You're viewing a demo console",
    text: 'Everything here is sample data and nothing is saved. Sign in to manage your own apps and API keys, or apply to the developer program.',
    signIn: { label: 'Sign in', href: '/developers/sign-in' },
    apply: { label: 'Apply', href: '/become-developer' },
    promptTitle: 'Sign in to continue',
    promptText: (action: string) =>
      `${action} is available to members of the developer program. Sign in, or apply if you are not a member yet.`,
  },
  signOut: 'Sign out',
  /** Under each app in My Apps: its id, which the API's paths take (`/api/v1/apps/{id}`). */
  appId: {
    label: 'App ID',
    copyLabel: (name: string) => `Copy the app ID of ${name}`,
  },
  submit: {
    screenshotsAfter:
      'Screenshots are image files: once submitted, add them under the app in My Apps (or with the API). They are shown on the App Store once the version is published.',
  },
  /** The Test / Live switch and what test mode means (decision 0060). */
  mode: {
    label: 'Data shown',
    live: 'Live',
    test: 'Test',
    bannerTitle: 'Test mode',
    /** What ends the banner's title (a full stop; Chinese has its own). */
    bannerTitleEnd: '.',
    banner:
      'You are looking at test data. Apps made here and with test keys are never reviewed by staff nor published: their submissions are decided at once, for your CI.',
    docsLink: { label: 'How test mode works', href: '/docs/test-mode' },
  },
  keys: {
    heading: 'API Keys',
    intro: 'Secret keys call the developer API from your tools and CI; keep them out of your app.',
    secretHeading: (mode: 'live' | 'test') => (mode === 'test' ? 'Test secret keys' : 'Live secret keys'),
    secretHint: (mode: 'live' | 'test') =>
      mode === 'test'
        ? `${brand.slug}_test_… keys see only test-mode apps. Use them in CI.`
        : `${brand.slug}_live_… keys see your live apps. Use them in your tools and servers, never in an app.`,
    publishableHeading: 'Publishable keys',
    publishableHint: `${brand.slug}_pk_… keys identify one app to the SDK and may be embedded in it: they read nothing about your account, other apps or submissions.`,
    noSecret: 'No secret keys in this mode yet',
    noPublishable: 'No publishable keys in this mode yet',
    expiresZone: (zone: string) => `Times are in your time zone (${zone}).`,
    overlapUntil: (when: string) => `The previous secret works until ${when}.`,
  },
  keySecretTooltip:
    'For your security the full key is shown only once, when it is created. It cannot be shown again: revoke it and generate a new one if it is lost.',
} as const;

export const developerAccountCopy = {
  /** The pitch beside the forms on wide screens (AccountShell). */
  shell: {
    eyebrow: 'Developer Console',
    title: `Build for ${brand.name} glasses with everything in one place.`,
    highlights: [
      'Create apps and submit releases for review',
      'API keys for your tools and CI',
      'SDK downloads for phone, glasses and Unity',
    ],
  },
  signIn: {
    meta: {
      title: 'Developer sign in',
      description: `Sign in to the ${brand.name} developer console.`,
    },
    ariaLabel: 'Developer sign in',
    emailPlaceholder: 'you@example.com',
    heading: 'Sign in to the developer console',
    intro: 'Use the e-mail address of your approved developer-program application.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    submitLabel: 'Sign In',
    submittingLabel: 'Signing in...',
    forgot: { label: 'Forgot your password?', href: '/developers/forgot-password' },
    applyPrompt: 'Not a member yet?',
    apply: { label: 'Apply to the developer program', href: '/become-developer' },
    demo: { label: 'Explore the demo console', href: '/console' },
    passwordSetNotice: 'Your password has been saved. Sign in with your e-mail address and new password.',
    failedTitle: 'Login failed',
    failedText: 'Invalid email or password',
    errorTitle: 'Login error',
    errorText: 'An error occurred while logging in. Please try again.',
  },
  setPassword: {
    meta: {
      title: 'Choose your password',
      description: 'Choose the password of your developer console account.',
    },
    invitationHeading: 'Welcome! Choose your password',
    invitationText: (fullName: string) =>
      `Welcome to the developer program, ${fullName}. Choose the password you will sign in with.`,
    resetHeading: 'Choose a new password',
    resetText: 'Choose a new password for your developer console account.',
    retry: 'Try again',
    invalidHeading: 'This link can no longer be used',
    invalidText:
      'The link is invalid, has expired or has already been used. Ask for a new one, or sign in if you have already chosen a password.',
    checking: 'Checking your link...',
    accountLabel: 'Account',
    passwordLabel: 'New password',
    passwordHint: 'At least 8 characters.',
    confirmLabel: 'Confirm new password',
    submitLabel: 'Save password',
    submittingLabel: 'Saving...',
    requestNewLink: { label: 'Request a new link', href: '/developers/forgot-password' },
    signInLink: { label: 'Go to sign in', href: '/developers/sign-in' },
    errorTitle: 'Could not save the password',
    errorText: 'Please try again in a moment.',
  },
  forgot: {
    meta: {
      title: 'Reset your developer password',
      description: 'Get a link to choose a new developer console password.',
    },
    heading: 'Reset your password',
    intro: "Enter the e-mail address you sign in with. We'll send you a link to choose a new password.",
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    submitLabel: 'Send reset link',
    submittingLabel: 'Sending...',
    sentHeading: 'Check your inbox',
    sentText:
      'If a developer account exists for that address, a link to reset your password is on its way. The link expires in 1 hour.',
    backLink: { label: 'Back to sign in', href: '/developers/sign-in' },
    errorTitle: 'Could not send the link',
    errorText: 'Please try again in a moment.',
  },
  confirmEmail: {
    meta: {
      title: 'Confirm your new e-mail address',
      description: 'Confirm the new sign-in address of your developer console account.',
    },
    heading: 'Confirm your new e-mail address',
    intro:
      'Confirm to sign in to the developer console with this address from now on. Every other signed-in session will be ended.',
    submitLabel: 'Confirm new address',
    submittingLabel: 'Confirming...',
    doneHeading: 'E-mail address changed',
    /** Said by the server on English pages; the Chinese page says its translation (the server's words are English). */
    doneText: 'Your e-mail address has been changed. Sign in with your new address from now on.',
    takenText: 'That e-mail address is already in use',
    invalidHeading: 'This link can no longer be used',
    invalidText:
      'The link is invalid, has expired or has already been used. Ask for the change again from the Profile tab of the console.',
    consoleLink: { label: 'Open the console', href: '/console' },
    signInLink: { label: 'Go to sign in', href: '/developers/sign-in' },
    errorTitle: 'Could not change the address',
    errorText: 'Please try again in a moment.',
  },
} as const;

/** The profile tab's notice after a new sign-in address was asked for (the server's answer carries it too). */
export const emailChangeCopy = {
  sentTitle: 'Check your new inbox',
  pendingText: (email: string) =>
    `Check your new inbox: we've sent a confirmation link to ${email}. Your e-mail address changes once you open it; until then you sign in with your current one.`,
} as const;
