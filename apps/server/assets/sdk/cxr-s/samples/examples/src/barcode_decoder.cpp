#include "barcode_decoder.h"

// Replace with a real decoder; this sample build finds no codes.
std::optional<Barcode> BarcodeDecoder::decode(cxr::ByteView luma) {
  (void)luma;
  return std::nullopt;
}
