// The site's URL rules live in @safarnama/contracts (the API writes the same links);
// the apps take them from here, with the rest of the shared library.
export * from '@safarnama/contracts/site-paths';
