// Page frame only: the full page arrives with its own issue.
export default function BlogsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Where are you headed next?</h1>
    </section>
  );
}
