import { brand } from '../site';
import { images } from './images';
import type { SectionHeading, SuccessStory, SuccessStoryKey } from './types';

export type { SuccessStory, SuccessStoryKey } from './types';

export const successStoryKeys: SuccessStoryKey[] = ['distributor', 'reseller', 'solution', 'industry'];

export const defaultSuccessStory: SuccessStoryKey = 'distributor';

/** Sub-headings of a story panel. */
export const storyLabels = { challenge: 'Challenge', solution: 'Solution', results: 'Results' } as const;

export const successStoriesSection: SectionHeading = {
  heading: 'Success stories',
  intro: `Developers and partners of every size are shipping real products on ${brand.name} glasses. Pick a profile to see how they did it.`,
};

export const successStories: Record<SuccessStoryKey, SuccessStory> = {
  distributor: {
    key: 'distributor',
    buttonLabel: 'App Developer',
    company: 'Brightpath Studio',
    initials: 'BS',
    title: 'An independent studio builds a catalogue of glasses apps',
    subtitle: 'App developer · 9-person team · Lisbon',
    challenge:
      'Brightpath built mobile navigation and fitness apps, but every attempt at a head-worn version stalled on pairing, video latency and a lack of test hardware. The team could not justify months of low-level Bluetooth and streaming work before knowing whether users would want the product.',
    solution: `Through the developer program the studio received loaner ${brand.name} Max 2 units and used the CXR-M SDK to move their existing Android apps onto the glasses: the phone keeps the business logic, the SDK handles pairing, the display channel and voice commands. Weekly office hours with program engineers shortened every integration question to a single conversation.`,
    results: [
      { value: '12', text: 'apps published to the App Store in the first year' },
      { value: '47%', text: 'engagement increase compared with the phone-only versions' },
      { value: '6 weeks', text: 'from first SDK download to the first public release' },
    ],
    partnerQuote:
      'The SDK took care of the parts we dreaded. We spent our time on the experience itself, and it shows in how long people keep using the apps.',
    quoteAuthor: 'Marta Oliveira, Co-founder and Lead Engineer, Brightpath Studio',
    image: images.storyDistributor,
    alt: images.storyDistributor.alt,
  },
  reseller: {
    key: 'reseller',
    buttonLabel: 'Enterprise Developer',
    company: 'Corvane Systems',
    initials: 'CS',
    title: 'An integrator turns hands-free picking into a repeatable offer',
    subtitle: 'Enterprise developer and reseller · Logistics · Rotterdam',
    challenge:
      'Corvane’s warehouse customers wanted hands-free pick-and-pack guidance, but each pilot had been a one-off project on hardware that was hard to source and harder to support at scale.',
    solution: `Corvane built a single picking application on the CXR-S SDK that runs directly on ${brand.name} AR Glasses and connects to the customers’ warehouse management systems. As an authorized reseller it bundles the glasses, the application, installation and first-line support in one contract, with second-line hardware support from our partner team.`,
    results: [
      { value: '23', text: 'clients live on the packaged solution within 18 months' },
      { value: '31%', text: 'faster order picking reported in the average deployment' },
      { value: '4 days', text: 'typical roll-out time for a new warehouse site' },
    ],
    partnerQuote:
      'Owning the application and reselling the hardware under one contract changed our business. Customers buy an outcome, not a pilot.',
    quoteAuthor: 'Daan Verhoeven, Managing Director, Corvane Systems',
    image: images.storyReseller,
    alt: images.storyReseller.alt,
  },
  solution: {
    key: 'solution',
    buttonLabel: 'SDK Integrator',
    company: 'Medilink Software',
    initials: 'ML',
    title: 'A software vendor adds glasses support to an existing platform',
    subtitle: 'SDK integrator · Remote assistance software · Toronto',
    challenge:
      'Medilink’s remote-assistance platform served technicians on phones and tablets. Customers kept asking for a hands-free option, but the vendor did not want to fork its product or maintain a separate code base for wearables.',
    solution: `Medilink integrated the CXR-M SDK as a module of its existing Android client. When a technician pairs ${brand.name} glasses, the session switches to the glasses’ camera and display while the phone keeps the call, the encryption and the customer’s single sign-on. One release brought the feature to the whole installed base.`,
    results: [
      { value: '290%', text: 'growth in hands-free sessions in the year after launch' },
      { value: '1 release', text: 'to bring glasses support to every existing customer' },
      { value: '38%', text: 'shorter average support calls on the glasses' },
    ],
    partnerQuote:
      'We did not have to choose between our platform and the glasses. The SDK slotted into the app we already had.',
    quoteAuthor: 'Priya Raman, VP Product, Medilink Software',
    image: images.storySolution,
    alt: images.storySolution.alt,
  },
  industry: {
    key: 'industry',
    buttonLabel: 'Platform Creator',
    company: 'Trainwise Academy',
    initials: 'TA',
    title: 'A training platform scales immersive courses across borders',
    subtitle: 'Platform creator · Vocational training · Singapore',
    challenge:
      'Trainwise ran hands-on technical courses that depended on scarce equipment and instructors being in the same room as the trainees, which limited how many sites and countries it could serve.',
    solution: `Trainwise built its course platform on YodaOS-Sprite and the CXR-S SDK: 3D procedures run on ${brand.name} glasses, instructors follow each trainee’s view and step in remotely, and course content is published once for every site. Local distribution partners supply and service the hardware in each market.`,
    results: [
      { value: '15', text: 'countries served from a single content platform' },
      { value: '89%', text: 'satisfaction score from trainees across all courses' },
      { value: '3x', text: 'more trainees per instructor than classroom-only courses' },
    ],
    partnerQuote:
      'We publish a course once and it runs the same way in every country. That is what let us grow without multiplying our instructors.',
    quoteAuthor: 'Wei Ling Tan, Chief Executive, Trainwise Academy',
    image: images.storyIndustry,
    alt: images.storyIndustry.alt,
  },
};
