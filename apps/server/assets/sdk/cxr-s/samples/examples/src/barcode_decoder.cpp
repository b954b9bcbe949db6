#include "barcode_decoder.h"

// Replace with a real decoder; this sample build finds no codes.
std::optional<Barcode> BarcodeDecoder::decode(std::span<const std::uint8_t> luma) {
  (void)luma;
  return std::nullopt;
}
