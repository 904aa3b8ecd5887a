import Bowser from 'bowser';

const MAX_LENGTH = 100;

/**
 * "Firefox 133 on Windows", "DFA desktop app on macOS", "Safari on iPhone": what a member
 * recognises in the list of signed-in devices. Null when the user agent says nothing useful.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 1000));
  const majorVersion = browser.version?.split('.')[0];
  // The desktop app's requests come through Electron, whose version means nothing to a member.
  const app =
    browser.name === 'Electron'
      ? 'DFA desktop app'
      : browser.name
        ? [browser.name, majorVersion].filter(Boolean).join(' ')
        : null;
  // Browsers freeze the system's version in the user agent (Windows 11 says 10, every Mac says
  // Catalina), so naming it would mislead; a phone's model is told where the browser gives it.
  const model = platform.type === 'mobile' || platform.type === 'tablet' ? platform.model : undefined;
  const where = model ?? os.name ?? null;
  const text = app && where ? `${app} on ${where}` : (app ?? where);
  return text ? text.slice(0, MAX_LENGTH) : null;
}
