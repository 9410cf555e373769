// The type of each module the admin remote exposes (the list itself is its entry in
// apps.json). The shell's typecheck reads this map and checks it against the registry.
export interface ExposedModules {
  AdminApp: typeof import('./app/admin-app').default;
}
