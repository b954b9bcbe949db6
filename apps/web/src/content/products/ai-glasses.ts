import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} AI Glasses`;

/** The upcoming AI Glasses page (`/products/{brand}-ai-glasses`), in its coming-soon state. */
export const aiGlassesPage: ProductPage = {
  suffix: 'ai-glasses',
  href: productPath('ai-glasses'),
  name,
  meta: {
    title: `${name} – coming soon`,
    description: `${name}: display-less, voice-activated AI assistant glasses. Request early access for your business or join the consumer waitlist.`,
  },
  hero: {
    eyebrow: 'Upcoming',
    title: name,
    tagline:
      'An AI assistant you talk to, built into glasses you would wear anyway. No display, no distractions.',
    badge: 'Coming Soon',
    image: images.productAiGlasses,
    alt: images.productAiGlasses.alt,
    imageLabel: 'Prototype image',
    actions: [
      { label: 'Request Early Access', href: '/contact', variant: 'primary' },
      { label: 'Join the Waitlist', href: '/subscribe', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'Help that listens, sees and speaks',
    paragraphs: [
      `${name} has no display. Instead, it pairs a voice-activated assistant with open-ear speakers, a microphone array and a camera, so you can ask questions, capture moments and get things done while your eyes stay on the world.`,
      'The glasses connect to your phone for internet access and run wake word detection on the device, so the assistant only listens after you call it. We are testing prototypes with early-access customers now; specifications may change before launch.',
    ],
    highlights: [
      'Display-less design that looks like everyday eyewear',
      'Voice-activated assistant with on-device wake word',
      'Camera for visual questions and hands-free capture',
      'Open-ear audio for calls, music and answers',
    ],
  },
  features: {
    heading: 'AI features',
    intro: 'What the assistant will do from day one.',
    items: [
      {
        icon: 'mic',
        title: 'Voice assistant',
        description:
          'Ask questions, set reminders and control your apps with natural conversation, hands-free.',
      },
      {
        icon: 'camera',
        title: 'Visual questions',
        description:
          'Ask about what you are looking at: identify objects, read signs and labels, or summarize a document.',
      },
      {
        icon: 'globe',
        title: 'Live translation',
        description:
          'Hear conversations translated into your language in near real time, spoken quietly in your ear.',
      },
      {
        icon: 'file-text',
        title: 'Notes and summaries',
        description:
          'Dictate notes, capture meeting highlights and get a summary sent to your phone afterwards.',
      },
      {
        icon: 'message-circle',
        title: 'Calls and messages',
        description:
          'Take calls, hear incoming messages read aloud and reply by voice without reaching for your phone.',
      },
      {
        icon: 'lock',
        title: 'Privacy by design',
        description:
          'On-device wake word, a visible capture light and a physical switch that disconnects the microphones.',
      },
    ],
  },
  specs: {
    heading: 'Target specifications',
    intro: 'Prototype targets; final specifications will be confirmed at launch.',
    groups: [
      {
        category: 'Display',
        icon: 'eye',
        rows: [{ label: 'Display', value: 'None (display-less, audio-first design)' }],
      },
      {
        category: 'Audio',
        icon: 'headphones',
        rows: [
          { label: 'Speakers', value: 'Open-ear directional speakers' },
          { label: 'Microphones', value: 'Five-microphone array with beamforming' },
        ],
      },
      {
        category: 'Camera',
        icon: 'camera',
        rows: [
          { label: 'Camera', value: '12MP with capture indicator light' },
          { label: 'Video', value: '1080p recording' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: 'Under 50g (target)' },
          { label: 'Battery', value: 'All-day standby, charging case included' },
          { label: 'Lenses', value: 'Clear, sun and prescription options' },
        ],
      },
    ],
  },
  useCases: {
    heading: 'Business applications',
    intro: 'Early-access programs are open for these teams.',
    items: [
      {
        icon: 'store',
        title: 'Retail and hospitality',
        description: 'Staff check stock, translate for guests and get answers without leaving the customer.',
      },
      {
        icon: 'truck',
        title: 'Logistics and field work',
        description:
          'Voice-driven checklists, photo capture and hands-free calls for drivers and field crews.',
      },
      {
        icon: 'briefcase',
        title: 'Sales and professional services',
        description: 'Meeting notes, follow-up summaries and live translation for teams that travel.',
      },
    ],
  },
  compatibleProducts: {
    heading: 'Looking for a display today?',
    intro: `${brand.name} glasses with displays are available now.`,
    items: [
      { label: `${brand.name} AR Glasses`, href: productPath('glasses') },
      { label: `${brand.name} AR Joy 2`, href: productPath('ar-joy2') },
    ],
  },
  cta: {
    heading: 'Be among the first',
    text: 'Businesses can request early access to prototype units and pilot programs. Consumers can join the waitlist to hear about availability first. Resellers can register now to sell at launch.',
    actions: [
      { label: 'Request Early Access', href: '/contact', variant: 'primary' },
      { label: 'Join the Consumer Waitlist', href: '/subscribe', variant: 'outline' },
      { label: 'Register as a Launch Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
