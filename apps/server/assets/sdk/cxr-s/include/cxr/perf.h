// CXR-S SDK 1.8.2: frame time, power and temperature counters for profiling.
#pragma once

#include <string>

namespace cxr::perf {

/** Measures the time from construction to destruction under `name` (visible in `cxr profile`). */
class Scope {
 public:
  explicit Scope(const char* name);
  ~Scope();
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

 private:
  const char* name_;
  long long startNs_;
};

struct Counters {
  float frameTimeMs;
  float powerDrawMw;
  float temperatureC;
};

Counters current();

/** One line for display: frame time, power draw, temperature. */
std::string summary();

}  // namespace cxr::perf
