using System;
using UnityEngine;

namespace Lumen.Cxr
{
    /// <summary>Where text sits in the glasses' field of view.</summary>
    public enum Anchor { Center, Top, Bottom }

    /// <summary>The system palette of the glasses display.</summary>
    public enum GlassesColor { Primary, Accent }

    /// <summary>
    /// The glasses from Unity: initialize with your API key, show text, register voice commands.
    /// In the Editor the calls are logged. On Android they go to the bridge library
    /// com.lumen.cxr.unity.Bridge, which the 1.5.1 sample build does not include.
    /// </summary>
    public static class CxrGlasses
    {
        static AndroidJavaObject bridge;

        public static void Initialize(string apiKey)
        {
            if (string.IsNullOrEmpty(apiKey)) throw new ArgumentException("An API key from the developer console is required.", nameof(apiKey));
#if UNITY_ANDROID && !UNITY_EDITOR
            bridge = new AndroidJavaObject("com.lumen.cxr.unity.Bridge", apiKey);
#else
            Debug.Log("[CXR] Editor: calls are logged, not sent to glasses.");
#endif
        }

        public static void ShowText(string id, string text, Anchor anchor, GlassesColor color)
        {
            if (bridge != null) bridge.Call("showText", id, text, anchor.ToString(), color.ToString());
            else Debug.Log($"[CXR] {id}: {text} ({anchor}, {color})");
        }

        public static void RegisterVoiceCommand(string phrase, Action handler)
        {
            if (bridge != null) bridge.Call("registerCommand", phrase, new CommandCallback(handler));
            else Debug.Log($"[CXR] voice command registered: {phrase}");
        }

        sealed class CommandCallback : AndroidJavaProxy
        {
            readonly Action handler;
            public CommandCallback(Action handler) : base("com.lumen.cxr.unity.CommandListener") { this.handler = handler; }
            public void onCommand() => handler();
        }
    }
}
