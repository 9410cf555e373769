import { EDGE_GAP, POSITION_KEY, clampPosition, isDrag, readStoredPosition, storePosition } from './button-position';

const BUTTON = { width: 56, height: 56 };
const PHONE = { width: 390, height: 844 };

describe('clampPosition: the whole button stays on screen', () => {
  it('leaves a position inside the screen as it is', () => {
    expect(clampPosition({ x: 100, y: 300 }, BUTTON, PHONE)).toEqual({ x: 100, y: 300 });
  });

  it('pulls it back from every edge, keeping the gap', () => {
    expect(clampPosition({ x: -40, y: -10 }, BUTTON, PHONE)).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
    expect(clampPosition({ x: 380, y: 900 }, BUTTON, PHONE)).toEqual({ x: 390 - 56 - EDGE_GAP, y: 844 - 56 - EDGE_GAP });
  });

  it('re-fits a position after the phone turns (landscape is shorter)', () => {
    const portraitCorner = { x: 326, y: 780 };
    expect(clampPosition(portraitCorner, BUTTON, { width: 844, height: 390 })).toEqual({ x: 326, y: 390 - 56 - EDGE_GAP });
  });

  it('takes another gap, and rounds to whole pixels', () => {
    expect(clampPosition({ x: 10.4, y: 1000 }, BUTTON, PHONE, 0)).toEqual({ x: 10, y: 844 - 56 });
  });

  it('centres the button on a screen too small for it and the gap', () => {
    expect(clampPosition({ x: 5, y: 5 }, BUTTON, { width: 60, height: 40 })).toEqual({ x: 2, y: 0 });
  });
});

describe('isDrag', () => {
  it('counts a move of 8px or more as a drag, a wobble as a tap', () => {
    expect(isDrag(3, 4)).toBe(false);
    expect(isDrag(0, 7.9)).toBe(false);
    expect(isDrag(-8, 0)).toBe(true);
    expect(isDrag(6, 6)).toBe(true);
  });
});

describe('the stored position (sessionStorage)', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back as stored', () => {
    storePosition({ x: 20, y: 400 });
    expect(readStoredPosition()).toEqual({ x: 20, y: 400 });
  });

  it.each(['not json', '{"x":"1","y":2}', '{"x":1}', 'null', '[1,2]', '{"x":1e999,"y":1}'])('ignores a broken value %s', (raw) => {
    sessionStorage.setItem(POSITION_KEY, raw);
    expect(readStoredPosition()).toBeNull();
  });

  it('is null when nothing is stored', () => {
    expect(readStoredPosition()).toBeNull();
  });
});
