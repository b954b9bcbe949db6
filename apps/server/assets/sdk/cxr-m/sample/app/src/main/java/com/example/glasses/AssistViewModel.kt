package com.example.glasses

import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.PointF
import androidx.lifecycle.ViewModel
import com.lumen.cxr.mobile.CxrMobile
import com.lumen.cxr.mobile.scenes.ImageFit
import com.lumen.cxr.mobile.scenes.Scene

/** A line the remote expert drew on a camera frame. */
data class Stroke(val points: List<PointF>, val color: Int)

private fun Canvas.drawStrokes(strokes: List<Stroke>) {
    val paint = Paint().apply { strokeWidth = 6f; style = Paint.Style.STROKE }
    for (stroke in strokes) {
        paint.color = stroke.color
        stroke.points.zipWithNext { a, b -> drawLine(a.x, a.y, b.x, b.y, paint) }
    }
}

/** Remote Assist Viewer: sends the expert's annotated frame back to the wearer's display. */
class AssistViewModel : ViewModel() {
    fun sendAnnotation(frame: Bitmap, strokes: List<Stroke>) {
        val annotated = frame.copy(Bitmap.Config.ARGB_8888, true).also { bitmap ->
            Canvas(bitmap).drawStrokes(strokes)
        }
        CxrMobile.scenes().show(
            Scene.Builder("annotation")
                .addImage(annotated, ImageFit.CONTAIN)
                .addHint("Say \"clear\" to remove")
                .build(),
        )
    }
}
