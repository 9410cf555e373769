// The release journey's build (e2e/support/next-blogs.ts), made while the other journeys run.
import { test } from '@playwright/test';
import { buildNextBlogs } from '../support/next-blogs';

test('build the next blogs version for the release journey', () => {
  test.setTimeout(180_000);
  buildNextBlogs();
});
