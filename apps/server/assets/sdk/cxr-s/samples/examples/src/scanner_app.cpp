// Barcode Scanner: decodes camera frames on the glasses and sends results to the phone app.
#include <memory>

#include <cxr/app.h>
#include <cxr/data_channel.h>
#include <cxr/display.h>
#include <cxr/sensors.h>

#include "barcode_decoder.h"

class ScannerApp : public cxr::App {
 public:
  void onCreate() override {
    display_ = cxr::Display::open();
    camera_ = cxr::Camera::open(cxr::CameraProfile::Preview720p);
    channel_ = cxr::DataChannel::open("com.example.scanner.results");

    camera_->onFrame([this](const cxr::Frame& frame) {
      if (auto code = decoder_.decode(frame.luma())) {
        channel_->send(cxr::DataMessage::text("barcode", code->text));
        display_->flash(cxr::Color::Accent);
      }
    });
  }

  // Release the camera so that system services can use it.
  void onPause() override { camera_->close(); }
  void onResume() override { onCreate(); }

 private:
  std::unique_ptr<cxr::Display> display_;
  std::unique_ptr<cxr::Camera> camera_;
  std::unique_ptr<cxr::DataChannel> channel_;
  BarcodeDecoder decoder_;
};

CXR_APP_MAIN(ScannerApp)
