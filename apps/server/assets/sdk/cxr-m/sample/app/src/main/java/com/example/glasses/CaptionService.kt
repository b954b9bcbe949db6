package com.example.glasses

import androidx.lifecycle.LifecycleService
import androidx.lifecycle.lifecycleScope
import com.lumen.cxr.mobile.CxrMobile
import com.lumen.cxr.mobile.media.AudioProfile
import com.lumen.cxr.mobile.scenes.TextStyle
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.launch

/** Your speech-to-text engine: turns 16 kHz audio frames into captions. */
interface SpeechRecognizer {
    data class Caption(val text: String)
    fun transcribe(frames: Flow<ShortArray>): Flow<Caption>
}

/** Live Captions: microphone audio from the glasses, transcribed on the phone, shown as captions. */
class CaptionService : LifecycleService() {
    lateinit var recognizer: SpeechRecognizer

    override fun onCreate() {
        super.onCreate()
        val audio = CxrMobile.media().openMicrophoneStream(AudioProfile.SPEECH_16KHZ)

        lifecycleScope.launch {
            recognizer.transcribe(audio.frames()).collect { caption ->
                CxrMobile.scenes().update("captions") {
                    setText(caption.text, TextStyle.BODY)
                }
            }
        }
    }
}
