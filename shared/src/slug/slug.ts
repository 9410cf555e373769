// The site's URL rules live in @safarnama/contracts (the API writes the same links);
// the apps take them from here, with the rest of the shared library.
export {
  slugify,
  destinationPath,
  destinationNameFromSlug,
  themePath,
  themeSlug,
  packageDetailPath,
  packageSlug,
  packageNameFromSlug,
  blogSlug,
  blogPath,
  blogNameFromSlug,
  type PackageRef,
} from '@safarnama/contracts/site-paths';
