// The site's shared data (src/siteData/*.mjs, tests/build/site-data.mjs) for the browser tests. A static import
// of an .mjs file fails here (Playwright compiles it to CommonJS, which Node then refuses as an ES module);
// a dynamic import() loads it as it is. Call these inside a test.
export const loadSiteData = () => import('../build/site-data.mjs');
export const loadVersions = () => import('../../src/siteData/versions.mjs');
export const loadReleaseLines = () => import('../../src/siteData/releaseLines.mjs');
export const loadRepositories = () => import('../../src/siteData/repositories.mjs');
export const loadSamples = () => import('../../src/samples/build/samples.mjs');
