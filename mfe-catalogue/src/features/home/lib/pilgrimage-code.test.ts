import { pilgrimageCode } from './pilgrimage-code';

describe('pilgrimage code', () => {
  it('is six characters: three capital letters and three digits', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = pilgrimageCode();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(code.replace(/[^A-Z]/g, '')).toHaveLength(3);
      expect(code.replace(/\D/g, '')).toHaveLength(3);
    }
  });

  it('shuffles letters and digits instead of always putting the letters first', () => {
    const shapes = new Set(Array.from({ length: 300 }, () => pilgrimageCode().replace(/[A-Z]/g, 'L').replace(/\d/g, 'D')));
    expect(shapes.size).toBeGreaterThan(5);
  });

  it('stays well formed at the edges of the random source', () => {
    expect(pilgrimageCode(() => 0)).toMatch(/^(?=(?:.*[A-Z]){3})(?=(?:.*\d){3})[A-Z\d]{6}$/);
    expect(pilgrimageCode(() => 0.999999)).toMatch(/^(?=(?:.*[A-Z]){3})(?=(?:.*\d){3})[A-Z\d]{6}$/);
  });
});
