import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Electron binary the `electron` package installed, or undefined where it is missing.
 * It mirrors how the package finds its binary without requiring it: requiring it when the
 * binary is missing starts a download, which hangs or fails on machines without network.
 */
export function findElectronBinary(projectRoot: string): string | undefined {
  const packageDir = path.join(projectRoot, 'node_modules/electron');
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const relativeBinary = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(packageDir, 'dist');
  const binary = path.join(distDir, relativeBinary);
  return existsSync(binary) ? binary : undefined;
}
