// Page frame only: the full page arrives with its own issue.
export default function PackageDetailPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Package details</h1>
    </section>
  );
}
