import { blog } from '../testing/fixtures';
import { readBlogState } from './navigation-state';

const kerala = blog({ id: 7, name: 'Kerala Honeymoon Guide' });

describe('readBlogState: the blog a card carried to /blog-details/{slug}', () => {
  it('is the carried blog when it is the one the URL names (in any case)', () => {
    expect(readBlogState({ blog: kerala }, 'kerala-honeymoon-guide')).toBe(kerala);
    expect(readBlogState({ blog: kerala }, 'Kerala-Honeymoon-Guide')).toBe(kerala);
  });

  it('ignores a blog carried for another slug', () => {
    expect(readBlogState({ blog: kerala }, 'goa-in-the-monsoon')).toBeNull();
  });

  it.each([
    ['no state', undefined],
    ['null', null],
    ['a string', 'kerala-honeymoon-guide'],
    ["another page's state", { code: 1, data: { packageResponse: [] } }],
    ['a null blog', { blog: null }],
    ['a blog that is not an object', { blog: 'kerala-honeymoon-guide' }],
    ['a blog without a slug', { blog: { ...kerala, slug: undefined } }],
    ['a blog without a name', { blog: { ...kerala, name: 42 } }],
    ['a blog without a body', { blog: { ...kerala, description: undefined } }],
  ])('ignores malformed state: %s', (_, state) => {
    expect(readBlogState(state, 'kerala-honeymoon-guide')).toBeNull();
  });
});
