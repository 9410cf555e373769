// The generated artwork: a valid, self-contained SVG for every catalogue item, null otherwise.
import { blogs, categories, destinations, packages } from '../../src/content';
import { type ArtKind, renderArtwork } from '../../src/services/artwork';

/** Checks that tags are balanced and the SVG is self-contained and small. */
function expectValidSvg(svg: string | null, w: number, h: number): void {
  expect(svg).not.toBeNull();
  const s = svg as string;
  expect(s.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(s.endsWith('</svg>')).toBe(true);
  expect(s).toContain(`viewBox="0 0 ${w} ${h}"`);
  expect(s).toMatch(/<title>[^<]{10,}<\/title>/);
  expect(s.length).toBeLessThan(15_000);
  // No external references, scripts, embedded images or remote fonts.
  expect(s.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<script|<image|@import|@font-face|href=/i);
  expect(s).not.toMatch(/NaN|undefined/);
  const stack: string[] = [];
  for (const m of s.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClose] = m;
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

describe('renderArtwork', () => {
  it('draws every destination (1200x800) and its wide banner (1920x800), named for the place', () => {
    for (const d of destinations) {
      const svg = renderArtwork('destination', d.slug);
      expectValidSvg(svg, 1200, 800);
      expect(svg).toContain(`>${d.name.replace('&', '&amp;')}</text>`);
      expectValidSvg(renderArtwork('banner', d.slug), 1920, 800);
    }
  });

  it('gives places distinct artwork, the same every time', () => {
    const all = destinations.map((d) => renderArtwork('destination', d.slug));
    expect(new Set(all).size).toBe(destinations.length);
    expect(renderArtwork('destination', 'goa')).toBe(renderArtwork('destination', 'goa'));
  });

  it('draws every package (1200x800) and every itinerary day (800x600)', () => {
    for (const p of packages) {
      const svg = renderArtwork('package', p.slug);
      expectValidSvg(svg, 1200, 800);
      for (let day = 1; day <= p.days; day++) expectValidSvg(renderArtwork('itinerary', `${p.slug}-day-${day}`), 800, 600);
      expect(renderArtwork('itinerary', `${p.slug}-day-0`)).toBeNull();
      expect(renderArtwork('itinerary', `${p.slug}-day-${p.days + 1}`)).toBeNull();
    }
  });

  it('draws every category (600x600) and every blog cover (1200x675)', () => {
    for (const c of categories) expectValidSvg(renderArtwork('category', c.slug), 600, 600);
    for (const b of blogs) expectValidSvg(renderArtwork('blog', b.slug), 1200, 675);
  });

  it('draws the advisor avatar and the Diwali deals banner', () => {
    expectValidSvg(renderArtwork('avatar', 'advisor'), 256, 256);
    const diwali = renderArtwork('festival', 'diwali');
    expectValidSvg(diwali, 780, 1000);
    expect(diwali).toContain('Festive Deals');
  });

  it('answers null for unknown slugs and kinds', () => {
    const kinds: ArtKind[] = ['destination', 'banner', 'package', 'itinerary', 'category', 'blog', 'avatar', 'festival'];
    for (const k of kinds) {
      expect(renderArtwork(k, 'no-such-thing')).toBeNull();
      expect(renderArtwork(k, '')).toBeNull();
    }
    expect(renderArtwork('itinerary', 'goa-beach-escape-day-x')).toBeNull();
    expect(renderArtwork('poster' as ArtKind, 'goa')).toBeNull();
  });
});
