// CXR-S SDK 1.8.2: the glasses display: a scene graph of text and image nodes, dimming and per-eye
// calibration data.
#pragma once

#include <memory>
#include <string>

namespace cxr {

/** Where a node sits in the field of view. */
enum class Anchor { Center, Top, Bottom, Left, Right, TopLeft, TopRight, BottomLeft, BottomRight };

/** The system palette; the system adapts it to ambient light. */
enum class Color { Primary, Secondary, Accent, Warning, Error };

class Node {
 public:
  virtual ~Node() = default;
  virtual void setVisible(bool visible) = 0;
  virtual void setAnchor(Anchor anchor) = 0;
};

class TextNode : public Node {
 public:
  virtual void setText(const std::string& text) = 0;
  virtual void setColor(Color color) = 0;
};

class ImageNode : public Node {
 public:
  /** A PNG or JPEG inside the app package. */
  virtual void setImage(const std::string& path) = 0;
};

/** Per-eye calibration of the current wearer, for apps that render their own geometry. */
struct EyeCalibration {
  float horizontalOffsetDeg;
  float verticalOffsetDeg;
  float fieldOfViewDeg;
};

class Display {
 public:
  /** Opens the display for this app (one per app). */
  static std::unique_ptr<Display> open();
  virtual ~Display() = default;

  /** Adds a text node; the display owns it. */
  virtual TextNode* addText(const std::string& text, Anchor anchor) = 0;
  virtual ImageNode* addImage(const std::string& path, Anchor anchor) = 0;
  virtual void remove(Node* node) = 0;
  virtual void clear() = 0;

  /** Lowers the brightness, e.g. while the app is paused. */
  virtual void setDimmed(bool dimmed) = 0;
  /** Briefly lights the display's edge in a color (feedback for a scan, a command). */
  virtual void flash(Color color) = 0;

  virtual EyeCalibration calibration(int eye) const = 0;  // 0 = left, 1 = right
};

}  // namespace cxr
