// Page frame only: the full page arrives with its own issue.
export default function BlogDetailPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Blog</h1>
    </section>
  );
}
