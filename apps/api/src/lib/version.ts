/** The app's version: in the health check, the API document and backups' manifests. */
export const APP_VERSION = '0.1.0';
