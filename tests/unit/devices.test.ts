import { describe, expect, it } from "vitest";
import { describeDevice, UNKNOWN_DEVICE } from "#app/.server/accounts/devices.ts";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeWindows7: "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

describe("describeDevice", () => {
  it.each([
    ["Chrome on Windows (10 and 11 send the same version)", UA.chromeWindows, "Chrome 131 · Windows 10/11"],
    ["Chrome on Windows 7", UA.chromeWindows7, "Chrome 109 · Windows 7"],
    ["Edge", UA.edge, "Microsoft Edge 131 · Windows 10/11"],
    ["Safari on an iPhone", UA.safariIphone, "Safari 17 · iPhone"],
    ["Chrome on an iPhone", UA.chromeIphone, "Chrome 131 · iPhone"],
    ["Safari on an iPad", UA.safariIpad, "Safari 17 · iPad"],
    ["Safari on a Mac (no frozen version number)", UA.safariMac, "Safari 17 · macOS"],
    ["Chrome on Android", UA.chromeAndroid, "Chrome 131 · Android 14"],
    ["Firefox on Linux", UA.firefoxLinux, "Firefox 133 · Linux"],
  ])("names %s", (_, userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it.each([
    ["nothing", null],
    ["an empty header", ""],
    ["blanks", "   "],
    ["a command-line client", "curl/8.5.0"],
    ["garbage", "\u0000<script>alert(1)</script>"],
    ["an over-long header", "x".repeat(600)],
  ])("says %s is an unknown device", (_, userAgent) => {
    expect(describeDevice(userAgent)).toBe(UNKNOWN_DEVICE);
    expect(UNKNOWN_DEVICE).toBe("Bilinmeyen cihaz");
  });
});
