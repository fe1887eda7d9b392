// Debian's chromium, never a downloaded browser (E2E_CHROMIUM overrides the path for other machines).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const INSTALL_HINT = 'sudo bash scripts/system-packages.sh chromium   (Debian/Ubuntu; npm test does this when it can)';

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}
