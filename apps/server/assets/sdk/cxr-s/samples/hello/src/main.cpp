#include <cxr/app.h>
#include <cxr/display.h>
#include <cxr/voice.h>

class HelloApp : public cxr::App {
 public:
  void onCreate() override {
    display_ = cxr::Display::open();
    label_ = display_->addText("Hello, glasses!", cxr::Anchor::Center);
    cxr::Voice::registerCommand("change color", [this] { toggleColor(); });
  }

  void onPause() override { display_->setDimmed(true); }
  void onResume() override { display_->setDimmed(false); }

 private:
  void toggleColor() {
    highlighted_ = !highlighted_;
    label_->setColor(highlighted_ ? cxr::Color::Accent : cxr::Color::Primary);
  }

  std::unique_ptr<cxr::Display> display_;
  cxr::TextNode* label_ = nullptr;
  bool highlighted_ = false;
};

CXR_APP_MAIN(HelloApp)
