import { brand } from '../../site';
import type { SdkPage } from '../types';
import { developerModeCheck, developerModeSteps, verifyCertificateSample } from './developer-mode';
import { apiReferenceAction, downloadAction, mavenGroup, needHelp, quickStartButton } from './shared';

const pkg = mavenGroup;

export const cxrSPage: SdkPage = {
  id: 'cxr-s',
  href: '/sdk/cxr-s',
  meta: {
    title: 'CXR-S SDK for the glasses',
    description: `The CXR-S SDK builds apps that run on ${brand.name} glasses under YodaOS-Sprite, with direct access to the display, sensors and a data channel to phone apps.`,
  },
  breadcrumb: [{ label: 'Developers', href: '/developers' }, { label: 'CXR-S SDK' }],
  title: 'CXR-S SDK',
  description: `The on-device SDK for ${brand.name} glasses. Build apps that run directly on YodaOS-Sprite, with native access to the display, cameras, sensors and microphones, and a data channel to your CXR-M phone app.`,
  platform: 'YodaOS-Sprite',
  actions: { download: downloadAction, apiReference: apiReferenceAction, quickStart: quickStartButton },
  keyFeatures: {
    heading: 'Key features',
    items: [
      'Native C/C++ API with Kotlin bindings',
      'Direct rendering to the glasses display with a low-latency compositor',
      'Access to cameras, IMU, ambient light and proximity sensors',
      'Microphone array input with on-device wake word hooks',
      'Data channel for messages and files to and from CXR-M phone apps',
      'Voice, touchpad and controller input events',
      'Power-aware scheduling and background task APIs',
      'On-device profiling of frame time, power draw and temperature',
    ],
  },
  requirements: {
    heading: 'System requirements',
    rows: [
      { label: 'Glasses', value: 'YodaOS-Sprite 2.1 or higher', met: true },
      { label: 'Developer permission', value: 'Enabled on the glasses', met: true },
      {
        label: 'Development computer',
        value: 'Windows 10 or 11, macOS 12 or later, or Ubuntu 20.04 or later',
        met: true,
      },
      {
        label: 'Toolchain',
        value: 'CMake 3.22+ with a C++17 compiler, or Android Studio for Kotlin',
        met: true,
      },
      { label: 'Connection', value: 'USB-C data cable or Wi-Fi on the same network', met: true },
    ],
  },
  warning: {
    title: 'Developer permissions required',
    text: 'Developer permissions must be enabled on the glasses before you can install, debug or run CXR-S apps. Register your glasses in the Devices tab of the developer console to request them. If your project only uses the CXR-M SDK on the phone, you do not need to enable them.',
  },
  defaultTab: 'getting-started',
  tabs: [
    {
      id: 'getting-started',
      label: 'Getting Started',
      heading: 'Build your first glasses app',
      intro:
        'Enable developer mode, install the toolchain and deploy a minimal app that shows text and responds to a voice command.',
      steps: [
        {
          title: '1. Enable developer permission',
          description: `${developerModeSteps} ${developerModeCheck} To check a certificate yourself, run this script with Node.js 18 or later.`,
          code: {
            title: 'Check a developer-mode certificate',
            language: 'javascript',
            code: verifyCertificateSample,
          },
        },
        {
          title: '2. Install the toolchain and connect',
          description:
            'Unpack the SDK archive and the toolchain installer (both on the release notes page) into one folder, add its tools to your PATH and check that your computer can see the glasses over USB-C or Wi-Fi.',
          code: {
            title: 'Check the connection',
            language: 'bash',
            code: `export CXR_SDK_HOME="$HOME/${brand.slug}-cxr-s-sdk-1.8.2"
export PATH="$CXR_SDK_HOME/tools:$PATH"

cxr devices
# SERIAL          MODEL         OS                 DEV
# 7G21A0B3C4      AR Joy 2      YodaOS-Sprite 2.3  enabled`,
          },
        },
        {
          title: '3. Write and deploy a minimal app',
          description:
            'Every app derives from cxr::App and receives lifecycle and input callbacks on the main thread.',
          code: {
            title: 'Hello, glasses',
            language: 'cpp',
            filename: 'src/main.cpp',
            code: `#include <cxr/app.h>
#include <cxr/display.h>
#include <cxr/voice.h>

class HelloApp : public cxr::App {
 public:
  void onCreate() override {
    display_ = cxr::Display::open();
    label_ = display_->addText("Hello, glasses!", cxr::Anchor::Center);
    cxr::Voice::registerCommand("change color", [this] { toggleColor(); });
  }

  void onPause() override { display_->setDimmed(true); }
  void onResume() override { display_->setDimmed(false); }

 private:
  void toggleColor() {
    highlighted_ = !highlighted_;
    label_->setColor(highlighted_ ? cxr::Color::Accent : cxr::Color::Primary);
  }

  std::unique_ptr<cxr::Display> display_;
  cxr::TextNode* label_ = nullptr;
  bool highlighted_ = false;
};

CXR_APP_MAIN(HelloApp)`,
          },
        },
        {
          title: '4. Build and install',
          description:
            'The SDK ships a CMake toolchain file for the glasses; cxr install signs and installs the package.',
          code: {
            title: 'Build and run',
            language: 'bash',
            code: `cmake -B build -DCMAKE_TOOLCHAIN_FILE="$CXR_SDK_HOME/cmake/cxr-toolchain.cmake"
cmake --build build
cxr install build/hello.cxrpkg --launch`,
          },
        },
      ],
    },
    {
      id: 'data-channel',
      label: 'Data Channel',
      heading: 'Exchange data with the phone',
      intro:
        'The data channel connects an app on the glasses with its companion app on the phone (CXR-M). Both sides use the same channel name; messages are delivered in order and encrypted in transit.',
      steps: [
        {
          title: 'Open a channel on the glasses',
          description:
            'Channel names must start with your app’s package name. The glasses side can also be written in Kotlin.',
          code: {
            title: 'Glasses side (Kotlin)',
            language: 'kotlin',
            code: `import ${pkg}.sprite.CxrSystem
import ${pkg}.sprite.DataMessage

val channel = CxrSystem.dataChannel("com.example.fieldapp.sync")

channel.onMessage { message ->
    when (message.type) {
        "job" -> showJob(Job.fromJson(message.text()))
        "cancel" -> clearJob()
    }
}

fun reportDone(jobId: String) {
    channel.send(DataMessage.text("done", jobId))
}`,
          },
        },
        {
          title: 'Talk to it from the phone',
          description:
            'On the phone, the CXR-M SDK opens the matching channel once the glasses are connected.',
          code: {
            title: 'Phone side (Kotlin, CXR-M)',
            language: 'kotlin',
            code: `val channel = CxrMobile.dataChannel("com.example.fieldapp.sync")

channel.send(DataMessage.text("job", job.toJson()))

channel.onMessage { message ->
    if (message.type == "done") markJobDone(message.text())
}`,
          },
        },
        {
          title: 'Send files',
          description: 'Files up to 512 MB are transferred over the Wi-Fi link with resume support.',
          code: {
            title: 'File transfer (C++)',
            language: 'cpp',
            code: `auto channel = cxr::DataChannel::open("com.example.fieldapp.sync");
channel->sendFile("/data/app/com.example.fieldapp/photos/inspection-42.jpg",
                  [](const cxr::TransferProgress& p) {
                    CXR_LOG_INFO("sent %zu of %zu bytes", p.sent, p.total);
                  });`,
          },
        },
      ],
    },
    {
      id: 'examples',
      label: 'Examples',
      heading: 'Example apps',
      intro: 'Sample projects in the SDK download, each with a CMake and a Gradle build.',
      examples: [
        {
          title: 'Step-by-Step Instructions',
          description: 'Show work instructions one step at a time, advanced by voice or the temple touchpad.',
          features: ['Text and image rendering', 'Voice and touch input', 'Offline content packages'],
          level: 'Beginner',
          code: {
            title: 'Advance with voice or touchpad',
            language: 'cpp',
            filename: 'src/steps_app.cpp',
            code: `void StepsApp::onCreate() {
  display_ = cxr::Display::open();
  steps_ = cxr::ContentPackage::load("steps/pump-service.json");
  showStep(0);
  cxr::Voice::registerCommand("next step", [this] { showStep(current_ + 1); });
}

void StepsApp::onTouchpad(const cxr::SwipeEvent& swipe) {
  showStep(swipe.direction == cxr::Swipe::Forward ? current_ + 1 : current_ - 1);
}`,
          },
        },
        {
          title: 'Barcode Scanner',
          description:
            'Scan barcodes with the glasses camera and send results to a phone app over the data channel.',
          features: ['Camera frames', 'On-device decoding', 'Data channel messages'],
          level: 'Intermediate',
          code: {
            title: 'Decode frames and report results',
            language: 'cpp',
            filename: 'src/scanner_app.cpp',
            code: `camera_ = cxr::Camera::open(cxr::CameraProfile::Preview720p);
channel_ = cxr::DataChannel::open("com.example.scanner.results");

camera_->onFrame([this](const cxr::Frame& frame) {
  if (auto code = decoder_.decode(frame.luma())) {
    channel_->send(cxr::DataMessage::text("barcode", code->text));
    display_->flash(cxr::Color::Accent);
  }
});`,
          },
        },
        {
          title: 'Sensor Dashboard',
          description:
            'Visualize IMU, light and proximity data and profile the app’s frame time and power draw.',
          features: ['Sensor APIs', 'Custom rendering', 'Performance monitoring'],
          level: 'Advanced',
          code: {
            title: 'Sample the IMU and profile the frame',
            language: 'cpp',
            filename: 'src/dashboard_app.cpp',
            code: `auto imu = cxr::Sensors::imu(cxr::Rate::Hz100);
imu->onSample([this](const cxr::ImuSample& s) { chart_.push(s.accel, s.gyro); });

void DashboardApp::onFrame() {
  cxr::perf::Scope scope("dashboard.render");
  chart_.draw(*display_);
  stats_->setText(cxr::perf::summary());  // frame time, power draw, temperature
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
          title: 'Data channel access denied',
          symptoms: 'Opening a channel fails with ACCESS_DENIED on the glasses or on the phone.',
          solutions: [
            'Check that developer permission is enabled on the glasses; without it third-party apps cannot open channels.',
            'Start the channel name with your app’s package name, identically on both sides.',
            'Make sure the phone app uses an API key of the same developer account as the glasses app.',
          ],
        },
        {
          title: 'Commands not received',
          symptoms:
            'Messages sent from the phone never arrive in the glasses app, or arrive only after a restart.',
          solutions: [
            'Register the onMessage handler before the phone starts sending; messages for a closed channel are discarded.',
            'Keep the glasses app in the foreground or declare a background service for the channel.',
            'Check that the phone and the glasses are connected and not in power-saving mode.',
          ],
        },
        {
          title: 'Hardware access issues',
          symptoms: 'Camera, microphone or sensor calls return errors or empty data.',
          solutions: [
            'Declare the hardware features your app uses in its manifest; undeclared hardware is blocked.',
            'Release the camera and microphones in onPause so that system services can use them.',
            'Update the glasses to the latest YodaOS-Sprite release; some sensors need OS 2.2 or later.',
          ],
        },
      ],
    },
  ],
  relatedResources: {
    heading: 'Related resources',
    items: [
      {
        icon: 'cpu',
        title: 'YodaOS-Sprite',
        description: 'The operating system your app runs on: architecture, services and supported devices.',
        href: '/yodaos-sprite',
        linkLabel: 'Explore YodaOS-Sprite',
      },
      {
        icon: 'smartphone',
        title: 'CXR-M SDK',
        description: 'Build the phone side of your app and open the other end of the data channel.',
        href: '/sdk/cxr-m',
        linkLabel: 'Explore CXR-M',
      },
      {
        icon: 'book-open',
        title: 'Documentation',
        description: 'Guides, tutorials and design guidelines for glasses apps.',
        href: '/docs',
        linkLabel: 'Read the docs',
      },
      {
        icon: 'message-circle',
        title: 'Developer Forum',
        description: 'Questions and answers from developers and our engineers.',
        href: '/forum',
        linkLabel: 'Visit the forum',
      },
    ],
  },
  needHelp,
};
