// The API contract, written once (zod 4). The API validates, serialises and
// documents (OpenAPI) with these schemas; `shared` takes its types from them with
// `import type` (no zod in the browser); the forms check the rules of fields.ts.
export * from './dates';
export * from './fields';
export * from './rules';
export * from './catalogue';
export * from './blog';
export * from './leads';
export * from './site';
export * from './chat';
export * from './fast-parsers';
