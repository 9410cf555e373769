// Page frame only: the full page arrives with its own issue.
export default function ReviewsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Traveller Stories</h1>
    </section>
  );
}
