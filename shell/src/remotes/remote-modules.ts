// Every federated module the shell may load, typed from each remote's exposed-modules.ts
// (type-only: `typeof import` bundles nothing of a remote into the shell).
import type { ComponentProps } from 'react';
import type apps from '../../../apps.json';
import type { RemoteName } from './pins';

export interface RemoteModules {
  catalogue: typeof import('@safarnama/mfe-catalogue/src/exposed-modules');
  blogs: typeof import('@safarnama/mfe-blogs/src/exposed-modules');
  enquiry: typeof import('@safarnama/mfe-enquiry/src/exposed-modules');
  chat: typeof import('@safarnama/mfe-chat/src/exposed-modules');
  admin: typeof import('@safarnama/mfe-admin/src/exposed-modules');
}

// Compile-time agreement with the registry: every remote of apps.json has a type map here,
// and each map names exactly the modules its `exposes` entry lists. A mismatch fails typecheck.
type Registry = typeof apps.remotes;
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Assert<T extends true> = T;
export type RegistryAgreement = [
  Assert<SameKeys<RemoteModules, Registry>>,
  Assert<{ [R in RemoteName]: SameKeys<RemoteModules[R], Registry[R]['exposes']> }[RemoteName]>,
];

type IdsOf<R extends keyof RemoteModules> = `${R}/${Extract<keyof RemoteModules[R], string>}`;
export type RemoteId = { [R in keyof RemoteModules]: IdsOf<R> }[keyof RemoteModules];

type ModuleOf<Id extends RemoteId> = Id extends `${infer R extends keyof RemoteModules}/${infer M}`
  ? M extends keyof RemoteModules[R]
    ? RemoteModules[R][M]
    : never
  : never;

/** The props of the component a remote module exports by default. */
export type RemoteProps<Id extends RemoteId> = ComponentProps<ModuleOf<Id>>;
