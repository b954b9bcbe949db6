using Lumen.Cxr;
using UnityEngine;

/// <summary>Shows "Hello, glasses!" and toggles its color when the wearer says "change color".</summary>
public class HelloGlasses : MonoBehaviour
{
    [Tooltip("Your API key from the developer console (Console > API Keys).")]
    public string apiKey = "";

    bool highlighted;

    void Start()
    {
        CxrGlasses.Initialize(apiKey);
        Show();
        CxrGlasses.RegisterVoiceCommand("change color", () => { highlighted = !highlighted; Show(); });
    }

    void Show() =>
        CxrGlasses.ShowText("hello", "Hello, glasses!", Anchor.Center, highlighted ? GlassesColor.Accent : GlassesColor.Primary);
}
