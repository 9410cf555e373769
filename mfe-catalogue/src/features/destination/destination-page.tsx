// Page frame only: the full page arrives with its own issue.
export default function DestinationPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Tour packages</h1>
    </section>
  );
}
