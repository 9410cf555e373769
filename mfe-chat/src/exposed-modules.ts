// What the chat remote exposes, and the type of each module. The keys must match
// `exposes` in webpack.config.cjs (exposed-modules.test.ts checks it); the shell's
// typecheck reads this map, so changing an exposed component breaks the build, not the site.

export const exposedModules = [
  'ChatWidget',
] as const;

export interface ExposedModules {
  ChatWidget: typeof import('./features/chat-widget/chat-widget').default;
}
