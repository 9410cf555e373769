// Page frame only: the full page arrives with its own issue.
export default function BlogNotFoundPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Blog not found</h1>
    </section>
  );
}
