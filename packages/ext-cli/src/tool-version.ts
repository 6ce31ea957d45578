/**
 * The tool's version, told to the site when it signs in. The bundle (build.mjs) replaces it with
 * package.json's; run from the sources, it says so.
 */
declare const SINYAL_EXT_VERSION: string | undefined;

export const toolVersion =
  typeof SINYAL_EXT_VERSION === 'string' ? SINYAL_EXT_VERSION : '0.0.0-dev';
