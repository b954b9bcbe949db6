// settings.gradle.kts
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
        maven { url = uri("https://public-url.invalid/maven/releases") }
    }
}

rootProject.name = "glasses-sample"
include(":app")
