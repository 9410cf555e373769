import { blog } from '../../testing/fixtures';
import { blogPostingJsonLd } from './blog-json-ld';

const ORIGIN = 'https://www.safarnamaholidays.in';
const PATH = '/blog-details/goa-in-the-monsoon';

describe('blogPostingJsonLd: schema.org BlogPosting of an article', () => {
  const goa = { ...blog({ id: 3, name: 'Goa in the Monsoon', categoryName: 'Nature', createdAt: '2025-09-09T04:30:00.000Z' }), updatedAt: '2025-10-02T10:00:00.000Z' };

  it('names the headline, dates, author, publisher and absolute URLs', () => {
    expect(blogPostingJsonLd(goa, PATH, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Goa in the Monsoon',
      name: 'Goa in the Monsoon',
      description: 'Goa in the Monsoon, from our travel experts.',
      image: 'https://www.safarnamaholidays.in/media/art/blog/goa-in-the-monsoon.svg',
      datePublished: '2025-09-09T04:30:00.000Z',
      dateModified: '2025-10-02T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ananya Rao' },
      publisher: { '@type': 'Organization', name: 'Safarnama Holidays', url: 'https://www.safarnamaholidays.in/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.safarnamaholidays.in/blog-details/goa-in-the-monsoon' },
      url: 'https://www.safarnamaholidays.in/blog-details/goa-in-the-monsoon',
      about: { '@type': 'Place', name: 'Goa' },
      articleSection: 'Nature',
    });
  });

  it('prefers the title written for the page as the headline', () => {
    expect(blogPostingJsonLd({ ...goa, nameTitle: 'Goa in the Monsoon: a Rainy-Season Guide' }, PATH, ORIGIN)).toMatchObject({
      headline: 'Goa in the Monsoon: a Rainy-Season Guide',
      name: 'Goa in the Monsoon',
    });
  });

  it('keeps an image already on another host as it is', () => {
    expect(blogPostingJsonLd({ ...goa, imageUrl: 'https://cdn.example.com/goa.jpg' }, PATH, ORIGIN).image).toBe('https://cdn.example.com/goa.jpg');
  });

  it('never modified: dateModified is the publication date', () => {
    expect(blogPostingJsonLd({ ...goa, updatedAt: '' }, PATH, ORIGIN).dateModified).toBe('2025-09-09T04:30:00.000Z');
  });

  it('without a meta description: the body as text, cut to 160 characters at a word', () => {
    const body = `<p>${'Monsoon <b>Goa</b> is green &amp; quiet. '.repeat(10)}</p>`;
    const { description } = blogPostingJsonLd({ ...goa, metaDescription: '', description: body }, PATH, ORIGIN) as { description: string };
    expect(description.startsWith('Monsoon Goa is green & quiet. Monsoon Goa')).toBe(true);
    expect(description).not.toMatch(/[<>]/);
    expect(description.length).toBeLessThanOrEqual(163);
    expect(description.endsWith('...')).toBe(true);
  });

  it('an article about no destination names no place', () => {
    expect(blogPostingJsonLd({ ...goa, destinationName: '' }, PATH, ORIGIN)).not.toHaveProperty('about');
  });
});
