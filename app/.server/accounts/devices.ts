/**
 * A session's device in words for the Oturumlar screen, from the User-Agent
 * it signed in with (bowser): "Chrome 131 · Windows 10/11", "Safari 17 · iPhone".
 * A User-Agent is whatever the client sent, so this is a hint for the admin
 * to recognise their own devices, never evidence.
 */
import Bowser from "bowser";

export const UNKNOWN_DEVICE = "Bilinmeyen cihaz";

/** The browser and its major version: "Chrome 131", "Firefox 133", "Safari 17". */
function browserName(browser: Bowser.Parser.Details): string {
  const name = browser.name?.trim();
  if (!name) return "";
  const major = browser.version?.split(".")[0];
  return major && /^\d+$/.test(major) ? `${name} ${major}` : name;
}

/**
 * The system, or the Apple device model. Windows 11 sends "Windows NT 10.0"
 * like Windows 10, and every macOS since 11 reports 10.15.7, so those
 * version numbers would mislead and are left out or given as a range.
 */
function systemName(os: Bowser.Parser.OSDetails, platform: Bowser.Parser.PlatformDetails): string {
  if (platform.model && /^(iPhone|iPad|iPod)$/i.test(platform.model)) return platform.model;
  const name = os.name?.trim();
  if (!name) return "";
  if (name === "Windows") {
    if (os.versionName === "10") return "Windows 10/11";
    return os.versionName && os.versionName !== "NT" ? `Windows ${os.versionName}` : "Windows";
  }
  if (name === "Android" && os.version) return `Android ${os.version.split(".")[0]}`;
  return name;
}

/** "Chrome 131 · Windows 10/11"; "Bilinmeyen cihaz" when nothing is recognised (or nothing was sent). */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return UNKNOWN_DEVICE;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(ua);
  } catch {
    return UNKNOWN_DEVICE;
  }
  const browser = browserName(parsed.browser);
  const system = systemName(parsed.os, parsed.platform);
  if (browser && system) return `${browser} · ${system}`;
  if (browser) return browser;
  if (system) return `Bilinmeyen tarayıcı · ${system}`;
  return UNKNOWN_DEVICE;
}
