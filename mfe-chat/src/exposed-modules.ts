// The type of each module the chat remote exposes (the list itself is its entry in
// apps.json). The shell's typecheck reads this map and checks it against the registry,
// so changing an exposed component breaks the build, not the site.
export interface ExposedModules {
  ChatWidget: typeof import('./features/chat-widget/chat-widget').default;
}
