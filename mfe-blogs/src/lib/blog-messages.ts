// The blogs' toasts and texts, word for word: tests assert these same strings.
export const blogMessages = Object.freeze({
  listRefused: 'Failed to fetch blogs!',
  listFailed: 'Something went wrong while fetching blogs!',
  citiesFailed: 'Failed to load destinations.',
  searchNotFound: 'No blogs found for your search criteria!',
  searchFailed: 'Something went wrong while fetching blogs.',
  searchEmpty: 'Please enter a destination or category.',
  detailLoading: 'Loading blog details or blog not found...',
  noMoreBlogs: 'No More Blogs',
});

export const BLOG_NOT_FOUND_PATH = '/blog-not-found';
export const ERROR_PATH = '/error';
