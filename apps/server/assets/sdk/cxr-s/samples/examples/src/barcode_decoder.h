// A minimal interface for the sample's barcode decoder (bring your own library, e.g. ZXing-C++).
#pragma once

#include <optional>
#include <string>

#include <cxr/sensors.h>

struct Barcode {
  std::string text;
};

class BarcodeDecoder {
 public:
  std::optional<Barcode> decode(cxr::ByteView luma);
};
