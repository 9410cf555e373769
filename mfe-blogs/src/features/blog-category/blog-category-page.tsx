// Page frame only: the full page arrives with its own issue.
export default function BlogCategoryPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Blogs by category</h1>
    </section>
  );
}
