import { brand } from '../site';
import type { ImageAsset } from './types';

/**
 * Every image the content references. Content modules import entries from `images`,
 * so the manifest below is complete by construction. Every file is an SVG illustration
 * committed under public/images/ and edited as an image (vector, a few KB each, no raster
 * files to compress); width/height are the intrinsic size (the SVG's viewBox), so no layout
 * shift. test/illustrations.test.ts holds the files to the manifest; docs/illustrations.md
 * says how to change one.
 */
const photo = (src: string, width: number, height: number, alt: string, subject: string): ImageAsset => ({
  src,
  width,
  height,
  alt,
  subject,
});

const product = (suffix: string, name: string, subject: string): ImageAsset =>
  photo(
    `/images/products/${suffix}.svg`,
    1200,
    900,
    `${brand.name} ${name}`,
    `Studio product shot on a light neutral background, three-quarter view: ${subject}`,
  );

const partnerLogo = (file: string, name: string): ImageAsset =>
  photo(
    `/images/partners/${file}.svg`,
    240,
    96,
    `${name} logo`,
    `Monochrome wordmark logo for the fictional distributor "${name}", dark grey on transparent`,
  );

export const images = {
  // Home
  heroPoster: photo(
    '/images/home/hero-poster.svg',
    1920,
    1080,
    'A developer wearing AR smart glasses reviews floating code panels in a bright studio',
    'First frame of the hero video: developer at a desk wearing slim AR glasses, translucent UI panels and 3D model floating in front of them, soft daylight, shallow depth of field',
  ),
  productMax2Poster: photo(
    '/images/products/max2-video-poster.svg',
    1280,
    720,
    `${brand.name} Max 2 product film`,
    'Video thumbnail: Max 2 glasses on a desk next to a phone, a large virtual screen implied by a soft glow, play-button friendly composition with empty center',
  ),
  solutionIndustrial: photo(
    '/images/solutions/industrial.svg',
    1200,
    800,
    'A field technician wearing AR glasses inspects a control cabinet while a remote expert annotates the view',
    'Factory floor, technician in safety vest and AR glasses at an open electrical cabinet, AR arrows and a small video-call window overlaid',
  ),
  solutionHealthcare: photo(
    '/images/solutions/healthcare.svg',
    1200,
    800,
    'A clinician wearing AR glasses reviews patient information hands-free at a bedside',
    'Bright hospital ward, nurse wearing AR glasses with a subtle vital-signs panel overlaid, no identifiable patient',
  ),
  storyDistributor: photo(
    '/images/stories/app-studio.svg',
    1200,
    800,
    'App developers testing an AR navigation app on smart glasses in a studio',
    'Small developer team in a modern studio, one person wearing AR glasses, laptop showing a build pipeline',
  ),
  storyReseller: photo(
    '/images/stories/enterprise-rollout.svg',
    1200,
    800,
    'Warehouse staff using AR glasses for hands-free pick-and-pack guidance',
    'Logistics warehouse aisle, worker wearing AR glasses scanning shelves, overlay with pick list and arrows',
  ),
  storySolution: photo(
    '/images/stories/sdk-integration.svg',
    1200,
    800,
    'An engineer integrating the mobile SDK, with a phone paired to AR glasses',
    'Close-up desk scene: Android phone showing a paired-device screen, AR glasses beside it, code editor on a monitor',
  ),
  storyIndustry: photo(
    '/images/stories/platform.svg',
    1200,
    800,
    'A training instructor leads a group session with AR glasses',
    'Training room, instructor and three trainees wearing AR glasses looking at a shared virtual engine model',
  ),

  // Channel partner logos (fictional distributors)
  partnerNorthwind: partnerLogo('northwind-xr', 'Northwind XR Distribution'),
  partnerAltavista: partnerLogo('altavista-tech', 'Altavista Tech Supply'),
  partnerKestrel: partnerLogo('kestrel-digital', 'Kestrel Digital'),
  partnerMeridian: partnerLogo('meridian-vision', 'Meridian Vision Partners'),
  partnerHelix: partnerLogo('helix-wholesale', 'Helix Wholesale'),
  partnerSakura: partnerLogo('sakura-devices', 'Sakura Devices'),

  // Products
  productGlasses: product(
    'glasses',
    'AR Glasses',
    'enterprise standalone AR glasses with a compact camera module at the right temple, matte black',
  ),
  productAiGlasses: product(
    'ai-glasses',
    'AI Glasses',
    'slim everyday frames without a display, microphones and a small camera at the hinge, prototype finish',
  ),
  productArSpatial: product(
    'ar-spatial',
    'AR Spatial',
    'spatial-computing AR glasses with tinted front visor and a small compute puck beside them',
  ),
  productArJoy2: product(
    'ar-joy2',
    'AR Joy 2',
    'lightweight consumer AR glasses in two colorways, folded and unfolded',
  ),
  productMax: product('max', 'Max', 'birdbath AR display glasses with a USB-C cable'),
  productMax2: product(
    'max2',
    'Max 2',
    'second-generation AR display glasses with thinner temples and a dimming front',
  ),
  productAir: product('air', 'Air', 'ultra-light AR display glasses with a magnetic light shield'),
  productController: product(
    'controller',
    'Controller',
    'handheld wireless controller with a touchpad and two buttons, wrist strap',
  ),
  productHub: product('hub', 'Hub', 'compact USB-C hub with pass-through charging port, rubber feet'),
  productHdmiAdapter: product(
    'hdmi-adapter',
    'HDMI Adapter',
    'small HDMI-to-USB-C adapter with a short braided cable',
  ),
  productLensInserts: product(
    'lens-inserts',
    'Lens Inserts',
    'prescription lens insert frame clipped to the inside of AR glasses',
  ),
  comboMax2Hub: product(
    'combo-max2-hub',
    'Max 2 and Hub bundle',
    'Max 2 glasses and the Hub arranged together with their retail boxes',
  ),
  comboArSpatialController: product(
    'combo-ar-spatial-controller',
    'AR Spatial and Controller bundle',
    'AR Spatial glasses with the Controller and the carrying case',
  ),

  // Wholesale product page heroes
  heroArSpatial: photo(
    '/images/products/ar-spatial-hero.svg',
    1920,
    1080,
    `${brand.name} AR Spatial in use: three virtual windows arranged around a person at a desk`,
    'Lifestyle: person in a loft office wearing AR Spatial glasses, three translucent app windows floating around them',
  ),
  heroMax: photo(
    '/images/products/max-hero.svg',
    1920,
    1080,
    `${brand.name} Max connected to a phone on a commuter train`,
    'Lifestyle: passenger on a train wearing Max glasses, phone in hand, a large cinema-style screen implied in front',
  ),
  heroMax2: photo(
    '/images/products/max2-hero.svg',
    1920,
    1080,
    `${brand.name} Max 2 worn by a developer testing an app`,
    'Developer at a standing desk wearing Max 2, Android phone tethered, IDE on a laptop',
  ),
  heroArJoy2: photo(
    '/images/products/ar-joy2-hero.svg',
    1920,
    1080,
    `${brand.name} AR Joy 2 worn outdoors with a game overlay`,
    'Young adult in a park wearing AR Joy 2, playful game HUD overlay, warm light',
  ),

  // About, developers, OS, global partners, partner success
  aboutHero: photo(
    '/images/about/team.svg',
    1600,
    900,
    `The ${brand.name} optics and software teams in the lab`,
    'Engineering lab with optical benches, people reviewing a prototype headset, candid and bright',
  ),
  developersHero: photo(
    '/images/developers/hero.svg',
    1600,
    900,
    'Code editor and AR glasses on a developer desk',
    'Dark-themed desk scene: laptop with Kotlin code, AR glasses, Android phone, subtle blue light',
  ),
  yodaosArchitecture: photo(
    '/images/developers/yodaos-sprite-architecture.svg',
    1200,
    800,
    'YodaOS-Sprite layered architecture: applications, system services and hardware',
    'Clean diagram with three stacked layers (Application, System, Hardware) and labeled blocks, brand accent color',
  ),
  globalPartnersMap: photo(
    '/images/global-partners/world-map.svg',
    1600,
    800,
    'World map highlighting North America, Europe and Asia Pacific',
    'Flat dotted world map, the three recruiting regions highlighted in the brand accent color',
  ),
  partnerSuccessHero: photo(
    '/images/partner-success/hero.svg',
    1600,
    900,
    'Partners and developers at a product workshop with AR glasses',
    'Workshop with a dozen people around tables trying AR glasses, a presenter in the background',
  ),
} satisfies Record<string, ImageAsset>;

/** The list handed to whoever produces the image files. */
export const imageManifest: ImageAsset[] = Object.values(images);

/** The hero video (not an image; made from `images.heroPoster`, its poster: see docs/illustrations.md). */
export const heroVideo = {
  src: '/videos/hero.mp4',
  type: 'video/mp4',
  poster: images.heroPoster,
} as const;
