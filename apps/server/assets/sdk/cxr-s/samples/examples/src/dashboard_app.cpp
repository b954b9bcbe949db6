// Sensor Dashboard: IMU data on a chart, with the frame time, power draw and temperature.
#include <deque>
#include <memory>

#include <cxr/app.h>
#include <cxr/display.h>
#include <cxr/perf.h>
#include <cxr/sensors.h>

/** The last two seconds of IMU samples, drawn as text bars. */
class ImuChart {
 public:
  void push(const cxr::Vec3& accel, const cxr::Vec3& gyro) {
    samples_.push_back({accel, gyro});
    if (samples_.size() > 200) samples_.pop_front();
  }
  void draw(cxr::Display& display);

 private:
  struct Entry {
    cxr::Vec3 accel, gyro;
  };
  std::deque<Entry> samples_;
};

class DashboardApp : public cxr::App {
 public:
  void onCreate() override {
    display_ = cxr::Display::open();
    stats_ = display_->addText("", cxr::Anchor::Bottom);
    auto imu = cxr::Sensors::imu(cxr::Rate::Hz100);
    imu->onSample([this](const cxr::ImuSample& s) { chart_.push(s.accel, s.gyro); });
    imu_ = std::move(imu);
  }

  void onFrame() override;

 private:
  std::unique_ptr<cxr::Display> display_;
  std::unique_ptr<cxr::SensorStream<cxr::ImuSample>> imu_;
  cxr::TextNode* stats_ = nullptr;
  ImuChart chart_;
};

void DashboardApp::onFrame() {
  cxr::perf::Scope scope("dashboard.render");
  chart_.draw(*display_);
  stats_->setText(cxr::perf::summary());  // frame time, power draw, temperature
}

CXR_APP_MAIN(DashboardApp)
