// CXR-S SDK 1.8.2: IMU, ambient light and proximity sensors; camera frames.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace cxr {

enum class Rate { Hz10, Hz50, Hz100, Hz200 };

struct Vec3 {
  float x, y, z;
};

struct ImuSample {
  Vec3 accel;  // m/s²
  Vec3 gyro;   // rad/s
  std::int64_t timestampNs;
};

template <typename Sample>
class SensorStream {
 public:
  virtual ~SensorStream() = default;
  virtual void onSample(std::function<void(const Sample&)> handler) = 0;
  virtual void stop() = 0;
};

class Sensors {
 public:
  static std::unique_ptr<SensorStream<ImuSample>> imu(Rate rate);
  /** Ambient light in lux. */
  static std::unique_ptr<SensorStream<float>> ambientLight(Rate rate);
  /** True while the glasses are worn. */
  static std::unique_ptr<SensorStream<bool>> proximity();
};

/** A read-only run of bytes (C++17 has no std::span): `data` points at `size` bytes. */
struct ByteView {
  const std::uint8_t* data;
  std::size_t size;
  const std::uint8_t* begin() const { return data; }
  const std::uint8_t* end() const { return data + size; }
};

enum class CameraProfile { Preview720p, Photo12MP, Video1080p };

/** One camera frame (YUV 4:2:0); valid during the onFrame callback only. */
class Frame {
 public:
  virtual ~Frame() = default;
  virtual int width() const = 0;
  virtual int height() const = 0;
  virtual ByteView luma() const = 0;
  virtual std::int64_t timestampNs() const = 0;
};

class Camera {
 public:
  /** Opens the camera; release it in onPause. Needs the camera feature in the app manifest. */
  static std::unique_ptr<Camera> open(CameraProfile profile);
  virtual ~Camera() = default;
  virtual void onFrame(std::function<void(const Frame&)> handler) = 0;
  virtual void close() = 0;
};

}  // namespace cxr
