import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The product version, from the root package.json (spec: label 3.6.0). */
export const appVersion = rootPackage.version;
