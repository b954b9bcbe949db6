package com.example.glasses

import android.app.Application
import com.lumen.cxr.mobile.CxrMobile
import com.lumen.cxr.mobile.CxrConfig
import com.lumen.cxr.mobile.LogLevel

class MyApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        CxrMobile.initialize(
            context = this,
            config = CxrConfig.Builder()
                .setApiKey(BuildConfig.CXR_PUBLISHABLE_KEY)
                .setLogLevel(if (BuildConfig.DEBUG) LogLevel.DEBUG else LogLevel.WARN)
                .build(),
        )
    }
}
