// Step-by-Step Instructions: work instructions one step at a time, advanced by voice or the touchpad.
#include <algorithm>
#include <memory>

#include <cxr/app.h>
#include <cxr/display.h>
#include <cxr/voice.h>

class StepsApp : public cxr::App {
 public:
  void onCreate() override;
  void onTouchpad(const cxr::SwipeEvent& swipe) override;

 private:
  void showStep(int index) {
    current_ = std::clamp(index, 0, static_cast<int>(steps_->size()) - 1);
    display_->clear();
    display_->addText(steps_->text(current_), cxr::Anchor::Center);
  }

  std::unique_ptr<cxr::Display> display_;
  std::shared_ptr<cxr::ContentPackage> steps_;
  int current_ = 0;
};

void StepsApp::onCreate() {
  display_ = cxr::Display::open();
  steps_ = cxr::ContentPackage::load("steps/pump-service.json");
  showStep(0);
  cxr::Voice::registerCommand("next step", [this] { showStep(current_ + 1); });
}

void StepsApp::onTouchpad(const cxr::SwipeEvent& swipe) {
  showStep(swipe.direction == cxr::Swipe::Forward ? current_ + 1 : current_ - 1);
}

CXR_APP_MAIN(StepsApp)
