// CXR-S SDK 1.8.2: voice command registration and wake word hooks.
#pragma once

#include <functional>
#include <string>

namespace cxr {

class Voice {
 public:
  using Handler = std::function<void()>;

  /** Calls `handler` on the main thread when the wearer says `phrase` (after the wake word). */
  static void registerCommand(const std::string& phrase, Handler handler);
  static void unregisterCommand(const std::string& phrase);

  /** Called when the system wake word is heard, before a command: e.g. to pause audio playback. */
  static void onWakeWord(Handler handler);
};

}  // namespace cxr
