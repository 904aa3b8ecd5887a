import { desktopPackagingConfig } from './scripts/desktop-packaging';

/** electron-builder.yml plus what the release environment provides (see scripts/desktop-packaging.ts). */
export default desktopPackagingConfig(process.env);
