import { brand } from '../../site';
import type { SdkPage } from '../types';
import {
  apiReferenceAction,
  downloadAction,
  mavenGroup,
  mavenRepository,
  needHelp,
  quickStartButton,
} from './shared';

const pkg = mavenGroup;

export const cxrMPage: SdkPage = {
  id: 'cxr-m',
  href: '/sdk/cxr-m',
  meta: {
    title: 'CXR-M SDK for Android',
    description: `The CXR-M SDK connects Android apps to ${brand.name} glasses: pairing, audio and video streams, custom scenes and commands. Requires Android 7.0 (API level 24) or higher.`,
  },
  breadcrumb: [{ label: 'Developers', href: '/developers' }, { label: 'CXR-M SDK' }],
  title: 'CXR-M SDK',
  description: `The mobile SDK for ${brand.name} glasses. Connect your Android app to the glasses, stream audio and video in both directions, and customize the scenes and commands the wearer sees and uses, while your app keeps running on the phone.`,
  platform: 'Android',
  actions: { download: downloadAction, apiReference: apiReferenceAction, quickStart: quickStartButton },
  keyFeatures: {
    heading: 'Key features',
    items: [
      'Device discovery and pairing over Bluetooth LE, with automatic reconnection',
      'High-bandwidth Wi-Fi link for video and large transfers',
      'Live camera and microphone streams from the glasses to the phone',
      'Video and audio playback from the phone on the glasses',
      'Custom scenes: text, images, lists and layouts rendered on the display',
      'Custom voice commands and touch-gesture events',
      'Data channel to apps running on the glasses with the CXR-S SDK',
      'Kotlin-first API with coroutine and Java callback variants',
    ],
  },
  requirements: {
    heading: 'System requirements',
    rows: [
      { label: 'Operating system', value: 'Android 7.0 (API level 24) or higher', met: true },
      { label: 'Architectures', value: 'ARM64, ARM and x86_64', met: true },
      { label: 'Permissions', value: 'Camera, microphone and storage permissions', met: true },
      { label: 'Connectivity', value: 'Wi-Fi or Bluetooth', met: true },
      { label: 'Memory', value: 'Minimum 2GB RAM recommended', met: true },
    ],
  },
  defaultTab: 'getting-started',
  tabs: [
    {
      id: 'getting-started',
      label: 'Getting Started',
      heading: 'Add the SDK to your app',
      intro: 'Three steps take you from an empty Android project to an app that can talk to the glasses.',
      steps: [
        {
          title: '1. Add the repository and dependency',
          description: 'The SDK is published as an Android library (AAR) on our Maven repository.',
          code: {
            title: 'Gradle configuration',
            language: 'kotlin',
            filename: 'settings.gradle.kts / app/build.gradle.kts',
            code: `// settings.gradle.kts
dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
        maven { url = uri("${mavenRepository}") }
    }
}

// app/build.gradle.kts
android {
    defaultConfig {
        minSdk = 24
    }
}

dependencies {
    implementation("${pkg}:cxr-m:2.1.0")
}`,
          },
        },
        {
          title: '2. Declare permissions',
          description:
            'The SDK needs Bluetooth to find and pair the glasses, Wi-Fi for streaming, and camera, microphone and storage access for media features. Request runtime permissions before you connect.',
          code: {
            title: 'Manifest permissions',
            language: 'xml',
            filename: 'AndroidManifest.xml',
            code: `<uses-permission android:name="android.permission.BLUETOOTH_SCAN" />
<uses-permission android:name="android.permission.BLUETOOTH_CONNECT" />
<uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
<uses-permission android:name="android.permission.ACCESS_WIFI_STATE" />
<uses-permission android:name="android.permission.CHANGE_WIFI_STATE" />
<uses-permission android:name="android.permission.CAMERA" />
<uses-permission android:name="android.permission.RECORD_AUDIO" />
<uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE"
    android:maxSdkVersion="32" />
<uses-permission android:name="android.permission.INTERNET" />`,
          },
        },
        {
          title: '3. Initialize the SDK',
          description: `Initialize once, in your Application class, with your app's publishable key (${brand.slug}_pk_…) from the developer console: it identifies the app and reads nothing else, so it is safe to ship. Never put a secret key in an app.`,
          code: {
            title: 'Initialization',
            language: 'kotlin',
            filename: 'MyApplication.kt',
            code: `import ${pkg}.mobile.CxrMobile
import ${pkg}.mobile.CxrConfig
import ${pkg}.mobile.LogLevel

class MyApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        CxrMobile.initialize(
            context = this,
            config = CxrConfig.Builder()
                .setApiKey(BuildConfig.CXR_PUBLISHABLE_KEY)
                .setLogLevel(if (BuildConfig.DEBUG) LogLevel.DEBUG else LogLevel.WARN)
                .build(),
        )
    }
}`,
          },
        },
      ],
    },
    {
      id: 'integration',
      label: 'Integration',
      heading: 'Connect, stream and customize',
      intro:
        'The core integration tasks: finding the glasses, keeping the connection alive, streaming media and showing your own content.',
      steps: [
        {
          title: 'Discover and connect',
          description:
            'Discovery runs over Bluetooth LE. Once connected, the SDK upgrades to Wi-Fi automatically when a stream needs the bandwidth.',
          code: {
            title: 'Discovery and connection',
            language: 'kotlin',
            code: `val devices = CxrMobile.deviceManager()

lifecycleScope.launch {
    val glasses = devices.discover(timeout = 15.seconds)
        .first { it.isPaired || it.signalStrength > -70 }

    devices.connect(glasses).collect { state ->
        when (state) {
            is ConnectionState.Connected -> showConnected(glasses.name)
            is ConnectionState.Reconnecting -> showReconnecting(state.attempt)
            is ConnectionState.Failed -> showError(state.error)
            else -> Unit
        }
    }
}`,
          },
        },
        {
          title: 'Receive the camera stream',
          description:
            'Subscribe to the glasses camera to show the wearer’s view on the phone or to forward it to a remote expert. Choose a profile that matches your network.',
          code: {
            title: 'Camera stream',
            language: 'kotlin',
            code: `val session = CxrMobile.media().openCameraStream(
    StreamProfile.HD_720P_30FPS,
    surface = binding.previewView.surface,
)

session.onStats { stats ->
    Log.d(TAG, "fps=\${stats.fps} bitrate=\${stats.bitrateKbps}kbps")
}

// Stop the stream when the screen is no longer visible
override fun onStop() {
    super.onStop()
    session.close()
}`,
          },
        },
        {
          title: 'Show a custom scene and handle commands',
          description:
            'Scenes describe what the glasses display. Register custom voice commands to let the wearer act on them hands-free. The Java API offers the same calls with listeners.',
          code: {
            title: 'Custom scene and voice command (Java)',
            language: 'java',
            code: `Scene scene = new Scene.Builder("checklist")
        .addText("Step 3 of 8", TextStyle.CAPTION)
        .addText("Close valve B before removing the cover", TextStyle.BODY)
        .addHint("Say \\"next step\\" to continue")
        .build();

CxrMobile.scenes().show(scene);

CxrMobile.commands().register(
        new VoiceCommand("next step", Locale.ENGLISH),
        command -> runOnUiThread(this::showNextStep));`,
          },
        },
      ],
    },
    {
      id: 'examples',
      label: 'Examples',
      heading: 'Example apps',
      intro: 'Complete sample projects are included in the SDK download. Each one builds and runs as-is.',
      examples: [
        {
          title: 'Teleprompter',
          description:
            'Scroll a script on the glasses and control the speed with voice commands or the phone.',
          features: ['Custom text scenes', 'Voice commands', 'Phone-side remote control'],
          level: 'Beginner',
          code: {
            title: 'Scroll speed by voice',
            language: 'kotlin',
            filename: 'TeleprompterActivity.kt',
            code: `private var speed = 1.0f

private fun showScript(lines: List<String>) {
    CxrMobile.scenes().show(
        Scene.Builder("teleprompter")
            .addList(lines, ListStyle.SCROLLING)
            .setScrollSpeed(speed)
            .build(),
    )
}

CxrMobile.commands().register(VoiceCommand("faster")) { speed *= 1.25f; showScript(script) }
CxrMobile.commands().register(VoiceCommand("slower")) { speed *= 0.8f; showScript(script) }`,
          },
        },
        {
          title: 'Remote Assist Viewer',
          description:
            'Stream the glasses camera to the phone, add annotations and send them back to the wearer.',
          features: ['Camera stream', 'Image scenes', 'Wi-Fi link management'],
          level: 'Intermediate',
          code: {
            title: 'Send an annotated frame back',
            language: 'kotlin',
            filename: 'AssistViewModel.kt',
            code: `fun sendAnnotation(frame: Bitmap, strokes: List<Stroke>) {
    val annotated = frame.copy(Bitmap.Config.ARGB_8888, true).also { bitmap ->
        Canvas(bitmap).drawStrokes(strokes)
    }
    CxrMobile.scenes().show(
        Scene.Builder("annotation")
            .addImage(annotated, ImageFit.CONTAIN)
            .addHint("Say \\"clear\\" to remove")
            .build(),
    )
}`,
          },
        },
        {
          title: 'Live Captions',
          description:
            'Capture audio from the glasses microphones, transcribe it on the phone and show captions in real time.',
          features: ['Microphone stream', 'Speech-to-text integration', 'Low-latency text updates'],
          level: 'Advanced',
          code: {
            title: 'Microphone audio to captions',
            language: 'kotlin',
            filename: 'CaptionService.kt',
            code: `val audio = CxrMobile.media().openMicrophoneStream(AudioProfile.SPEECH_16KHZ)

lifecycleScope.launch {
    recognizer.transcribe(audio.frames()).collect { caption ->
        CxrMobile.scenes().update("captions") {
            setText(caption.text, TextStyle.BODY)
        }
    }
}`,
          },
        },
      ],
    },
    {
      id: 'troubleshooting',
      label: 'Troubleshooting',
      heading: 'Troubleshooting',
      intro:
        'Solutions to the problems developers report most often. If yours is not here, ask on the forum.',
      troubleshooting: [
        {
          title: 'Connection failed',
          symptoms: 'Discovery finds no glasses, or connect() ends in ConnectionState.Failed.',
          solutions: [
            'Check that Bluetooth and location services are on and that BLUETOOTH_SCAN and BLUETOOTH_CONNECT were granted at runtime.',
            'Make sure the glasses are charged, switched on and not connected to another phone.',
            'Remove the glasses from the phone’s Bluetooth settings and pair again from your app.',
            'Verify that the publishable key passed to CxrConfig is active in the developer console and bound to this app.',
          ],
        },
        {
          title: 'Video stream issues',
          symptoms: 'The camera stream is black, stutters or stops after a few seconds.',
          solutions: [
            'Grant the camera permission and keep the app in the foreground while streaming.',
            'Use a lower StreamProfile on busy networks; the Wi-Fi link needs about 4 Mbps for 720p at 30 fps.',
            'Close previous sessions before opening a new one; only one camera stream can be active.',
            'Check the stream statistics callback for dropped frames and a falling bitrate.',
          ],
        },
        {
          title: 'Custom commands not working',
          symptoms: 'Registered voice commands are not recognized, or the callback never fires.',
          solutions: [
            'Register commands after the connection reaches ConnectionState.Connected; earlier registrations are ignored.',
            'Use short phrases of two to four words that do not clash with system commands such as "go back".',
            'Make sure the command locale matches the language set on the glasses.',
            'Keep a reference to the registration; it is removed when garbage-collected.',
          ],
        },
      ],
    },
  ],
  relatedResources: {
    heading: 'Related resources',
    items: [
      {
        icon: 'glasses',
        title: 'CXR-S SDK',
        description: 'Build the glasses side of your app and exchange data with CXR-M.',
        href: '/sdk/cxr-s',
        linkLabel: 'Explore CXR-S',
      },
      {
        icon: 'file-text',
        title: 'API Documentation',
        description: 'Every class, method and event of the SDK.',
        href: '/docs/api',
        linkLabel: 'Browse the API',
      },
      {
        icon: 'circle-help',
        title: 'FAQ',
        description: 'Answers about setup, compatibility and publishing.',
        href: '/faq',
        linkLabel: 'Read the FAQ',
      },
      {
        icon: 'terminal',
        title: 'Developer Console',
        description: 'Create an app, generate API keys and download the SDK.',
        href: '/console',
        linkLabel: 'Open the console',
      },
    ],
  },
  needHelp,
};
