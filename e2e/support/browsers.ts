import { execFileSync } from 'node:child_process';

/**
 * The browsers the tests drive: Debian's Chromium (DESIGN §2: nothing downloads a browser). Its headless shell
 * (`chromium-headless-shell`, the same engine without the desktop browser around it) runs almost every test: it
 * renders the same pages for about 40 % less CPU, and the browser is half of what these tests cost on two cores.
 * The desktop `chromium` is used where only it has what a test needs (its built-in PDF viewer).
 */
function firstInstalled(names: string[]): string | null {
  for (const name of names) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not installed: try the next
    }
  }
  return null;
}

/** The browser of every test: CHROMIUM_PATH, else the headless shell, else the desktop Chromium. */
export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || firstInstalled(['chromium-headless-shell', 'chromium']);
  if (found) return found;
  throw new Error(
    'Chromium was not found. Install it with `apt-get install -y chromium-headless-shell chromium`, or set CHROMIUM_PATH.',
  );
}

/** The desktop Chromium, for the tests that need its PDF viewer: CHROMIUM_DESKTOP_PATH, else `chromium`. */
export function desktopChromiumPath(): string {
  const found = process.env.CHROMIUM_DESKTOP_PATH || firstInstalled(['chromium']);
  if (found) return found;
  throw new Error(
    'The desktop Chromium was not found (its PDF viewer is tested). Install it with `apt-get install -y chromium`, or set CHROMIUM_DESKTOP_PATH.',
  );
}

/** The flags every launch uses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
