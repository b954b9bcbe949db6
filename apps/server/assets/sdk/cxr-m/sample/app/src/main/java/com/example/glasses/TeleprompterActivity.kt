package com.example.glasses

import android.app.Activity
import android.os.Bundle
import com.lumen.cxr.mobile.CxrMobile
import com.lumen.cxr.mobile.commands.VoiceCommand
import com.lumen.cxr.mobile.scenes.ListStyle
import com.lumen.cxr.mobile.scenes.Scene

/** Scrolls a script on the glasses; the wearer says "faster" or "slower" to change the speed. */
class TeleprompterActivity : Activity() {
    private val script = listOf(
        "Good morning, everyone.",
        "Today we walk through the new assembly line.",
        "First: safety glasses stay on at all times.",
    )

    private var speed = 1.0f

    private fun showScript(lines: List<String>) {
        CxrMobile.scenes().show(
            Scene.Builder("teleprompter")
                .addList(lines, ListStyle.SCROLLING)
                .setScrollSpeed(speed)
                .build(),
        )
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        showScript(script)
        CxrMobile.commands().register(VoiceCommand("faster")) { speed *= 1.25f; showScript(script) }
        CxrMobile.commands().register(VoiceCommand("slower")) { speed *= 0.8f; showScript(script) }
    }
}
