import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { SearchList } from './search-list';
import { listBlogs } from './content-api';

export function BlogsPage() {
  return (
    <>
      <PageHeading title="Blogs">Blogs</PageHeading>
      <SearchList
        label="blogs"
        load={listBlogs}
        headers={['Title', 'Address']}
        row={(blog) => (
          <tr key={blog.slug}>
            <td>
              <Link to={`/admin/content/blogs/${encodeURIComponent(blog.slug)}`}>{blog.name}</Link>
            </td>
            <td>/blog-details/{blog.slug}</td>
          </tr>
        )}
      />
    </>
  );
}
