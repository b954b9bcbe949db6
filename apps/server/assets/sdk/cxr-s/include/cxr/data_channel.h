// CXR-S SDK 1.8.2: the glasses end of the data channel to a CXR-M phone app, including file transfer.
// Both ends use the same channel name, which starts with the app's package name.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace cxr {

class DataMessage {
 public:
  static DataMessage text(const std::string& type, const std::string& body);
  const std::string& type() const;
  const std::string& text() const;

 private:
  std::string type_;
  std::string body_;
};

struct TransferProgress {
  std::size_t sent;
  std::size_t total;
};

class DataChannel {
 public:
  /** Opens the channel; fails with ACCESS_DENIED without developer permission on the glasses. */
  static std::unique_ptr<DataChannel> open(const std::string& name);
  virtual ~DataChannel() = default;

  /** Messages are delivered in order and encrypted in transit. */
  virtual void send(const DataMessage& message) = 0;
  virtual void onMessage(std::function<void(const DataMessage&)> handler) = 0;

  /** Sends a file (up to 512 MB) over the Wi-Fi link, resuming after interruptions. */
  virtual void sendFile(const std::string& path,
                        std::function<void(const TransferProgress&)> progress) = 0;
};

}  // namespace cxr
