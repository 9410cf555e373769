// jsdom has no layout and no matchMedia: answer min-width queries for a chosen
// viewport width (and reduced motion on request), as the phone and desktop would.
export function mockViewport(width: number, { reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    const matches = minWidth
      ? width >= Number(minWidth[1])
      : maxWidth
        ? width <= Number(maxWidth[1])
        : query.includes('prefers-reduced-motion')
          ? reducedMotion
          : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

export function clearViewport() {
  delete (window as Partial<Window>).matchMedia;
}
