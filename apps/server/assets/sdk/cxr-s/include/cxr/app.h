// CXR-S SDK 1.8.2: app lifecycle (create, pause, resume, shutdown) and input callbacks.
// Every app derives from cxr::App; callbacks run on the app's main thread.
#pragma once

#include <cstdio>
#include <memory>
#include <string>

namespace cxr {

/** Direction of a swipe on the temple touchpad. */
enum class Swipe { Forward, Backward, Up, Down };

struct SwipeEvent {
  Swipe direction;
  float velocity;  // touchpad widths per second
};

struct TapEvent {
  int count;  // 1 = single tap, 2 = double tap
};

/** Offline content shipped in the app package (JSON, images), loaded by path inside the package. */
class ContentPackage {
 public:
  static std::shared_ptr<ContentPackage> load(const std::string& path);
  virtual ~ContentPackage() = default;
  virtual std::size_t size() const = 0;
  virtual std::string text(std::size_t index) const = 0;
  virtual std::string image(std::size_t index) const = 0;  // path of the image inside the package
};

/** The base class of every glasses app. Override what you need; every callback has a default. */
class App {
 public:
  virtual ~App() = default;

  /** The app starts: open the display, register commands, load content. */
  virtual void onCreate() {}
  /** Another app or the system takes the foreground: release cameras and microphones here. */
  virtual void onPause() {}
  virtual void onResume() {}
  /** The app ends; no callbacks follow. */
  virtual void onShutdown() {}

  /** Once per displayed frame while the app is in the foreground (see cxr/perf.h to profile it). */
  virtual void onFrame() {}

  virtual void onTouchpad(const SwipeEvent& swipe) { (void)swipe; }
  virtual void onTap(const TapEvent& tap) { (void)tap; }

  /** Asks the system to end the app (onShutdown follows). */
  void finish();
};

/** Runs the app: the entry point of the package. */
int runApp(std::unique_ptr<App> app, int argc, char** argv);

namespace log {
void write(int level, const char* format, ...);
}  // namespace log

}  // namespace cxr

/** Declares `main` for the app class. */
#define CXR_APP_MAIN(AppClass)                                      \
  int main(int argc, char** argv) {                                 \
    return ::cxr::runApp(std::make_unique<AppClass>(), argc, argv); \
  }

/** printf-style logging to the device log (`cxr logs` on the computer). */
#define CXR_LOG_INFO(...) ::cxr::log::write(1, __VA_ARGS__)
#define CXR_LOG_WARN(...) ::cxr::log::write(2, __VA_ARGS__)
#define CXR_LOG_ERROR(...) ::cxr::log::write(3, __VA_ARGS__)
