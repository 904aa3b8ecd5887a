/** Browser, operating system and device class from a user-agent string: the few families that matter. */

export interface Platform {
  browser?: string;
  os?: string;
  device: 'desktop' | 'mobile' | 'tablet';
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdgA?\/|\bEdg\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\bChrome\/|\bCriOS\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

export function platformOf(userAgent: string): Platform {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const tablet =
    /\biPad\b|\bTablet\b/.test(userAgent) || (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent));
  const mobile = !tablet && /\bMobi|\biPhone\b|\biPod\b/.test(userAgent);
  return {
    ...(browser ? { browser } : {}),
    ...(os ? { os } : {}),
    device: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
  };
}
