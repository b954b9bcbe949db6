// A minimal interface for the sample's barcode decoder (bring your own library, e.g. ZXing-C++).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

struct Barcode {
  std::string text;
};

class BarcodeDecoder {
 public:
  std::optional<Barcode> decode(std::span<const std::uint8_t> luma);
};
