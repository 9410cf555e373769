// Page frame only: the full page arrives with its own issue.
export default function NoResultPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">No result found</h1>
    </section>
  );
}
